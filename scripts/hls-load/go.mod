module convene.local/hls-load

go 1.21
