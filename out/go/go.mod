module example.com/acp-schema

go 1.22
