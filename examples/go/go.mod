module hupai.example/hupai

go 1.21
