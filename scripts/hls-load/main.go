// Command hls-load is the HLS audience load client of bench:hls-cluster (issue 25): the same request
// mix as scripts/lib/hls-load.mjs (each simulated viewer polls the live playlist once per target
// duration and fetches each new segment once, as hls.js follows a live stream; a viewer whose previous
// poll has not finished skips that tick), in Go, because a Node client spends ~0.24 ms of CPU per
// request and cannot ask 20,000 requests/s of nginx on the machine that runs nginx too.
//
// The viewers' grant (the query string the product's player sends) is -grant, then each line read
// from stdin (the player renews it). Prints one JSON object of figures on stdout when done.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

type viewer struct {
	busy atomic.Bool
	last atomic.Value // newest segment name fetched
}

type figures struct {
	Requests       int64            `json:"requests"`
	Playlists      int64            `json:"playlists"`
	Segments       int64            `json:"segments"`
	Bytes          int64            `json:"bytes"`
	Errors         int64            `json:"errors"`
	Statuses       map[string]int64 `json:"statuses"`
	Skipped        int64            `json:"skipped"`
	Polls          int64            `json:"polls"`
	ElapsedSeconds float64          `json:"elapsedSeconds"`
	P50            float64          `json:"p50"`
	P99            float64          `json:"p99"`
	CPUSeconds     float64          `json:"cpuSeconds"`
}

type load struct {
	client    *http.Client
	base      string
	playlist  string
	folder    string
	grant     atomic.Value
	mu        sync.Mutex
	latencies []float64
	statuses  map[string]int64
	f         figures
}

// get fetches base+path with the current grant; returns the body for playlists, "" otherwise, and ok.
func (l *load) get(path string, keep bool) (string, bool) {
	started := time.Now()
	url := l.base + path + "?" + l.grant.Load().(string)
	response, err := l.client.Get(url)
	if err != nil {
		l.record(started, 0, "error", keep)
		return "", false
	}
	var body []byte
	if keep {
		body, err = io.ReadAll(response.Body)
		atomic.AddInt64(&l.f.Bytes, int64(len(body)))
	} else {
		var n int64
		n, err = io.Copy(io.Discard, response.Body)
		atomic.AddInt64(&l.f.Bytes, n)
	}
	response.Body.Close()
	if err != nil {
		l.record(started, 0, "error", keep)
		return "", false
	}
	l.record(started, response.StatusCode, "", keep)
	return string(body), response.StatusCode == 200
}

func (l *load) record(started time.Time, status int, failure string, playlist bool) {
	elapsed := float64(time.Since(started).Microseconds()) / 1000
	atomic.AddInt64(&l.f.Requests, 1)
	l.mu.Lock()
	l.latencies = append(l.latencies, elapsed)
	if status != 200 {
		l.f.Errors++
		key := failure
		if key == "" {
			kind := "segment"
			if playlist {
				kind = "playlist"
			}
			key = fmt.Sprintf("%s %d", kind, status)
		}
		l.statuses[key]++
	}
	l.mu.Unlock()
}

// newest is the last segment named in a playlist ("segment-00042.ts"), or "".
func newest(playlist string) string {
	at := strings.LastIndex(playlist, "segment-")
	if at < 0 {
		return ""
	}
	end := strings.Index(playlist[at:], ".ts")
	if end < 0 {
		return ""
	}
	return playlist[at : at+end+3]
}

func (l *load) poll(v *viewer) {
	if !v.busy.CompareAndSwap(false, true) {
		atomic.AddInt64(&l.f.Skipped, 1)
		return
	}
	defer v.busy.Store(false)
	text, ok := l.get(l.playlist, true)
	atomic.AddInt64(&l.f.Playlists, 1)
	if !ok {
		return
	}
	segment := newest(text)
	if last, _ := v.last.Load().(string); segment != "" && segment != last {
		v.last.Store(segment)
		l.get(l.folder+segment, false)
		atomic.AddInt64(&l.f.Segments, 1)
	}
}

func cpuSeconds() float64 {
	var usage syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &usage) != nil {
		return 0
	}
	seconds := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return seconds(usage.Utime) + seconds(usage.Stime)
}

func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(float64(len(sorted)) * p)
	if i >= len(sorted) {
		i = len(sorted) - 1
	}
	return sorted[i]
}

func main() {
	base := flag.String("base", "", "the deployment's URL (http://127.0.0.1:port)")
	playlist := flag.String("playlist", "", "the live playlist's path")
	viewers := flag.Int("viewers", 10000, "simulated viewers")
	seconds := flag.Float64("seconds", 60, "how long")
	target := flag.Float64("target", 1, "the playlist's target duration (s): each viewer polls once per it")
	conns := flag.Int("conns", 256, "keep-alive connections")
	grant := flag.String("grant", "", "the viewers' grant (query string); later ones on stdin")
	flag.Parse()
	if *base == "" || !strings.HasSuffix(*playlist, ".m3u8") {
		fmt.Fprintln(os.Stderr, "usage: hls-load -base http://127.0.0.1:port -playlist /…/index.m3u8 [-viewers N -seconds S -target T -conns C] < grants")
		os.Exit(2)
	}
	transport := &http.Transport{
		MaxConnsPerHost:     *conns,
		MaxIdleConnsPerHost: *conns,
		MaxIdleConns:        *conns,
		DisableCompression:  true,
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
	}
	l := &load{
		client:   &http.Client{Transport: transport, Timeout: 30 * time.Second},
		base:     strings.TrimSuffix(*base, "/"),
		playlist: *playlist,
		folder:   (*playlist)[:strings.LastIndex(*playlist, "/")+1],
		statuses: map[string]int64{},
	}
	l.grant.Store(*grant)
	go func() {
		scanner := bufio.NewScanner(os.Stdin)
		for scanner.Scan() {
			if line := strings.TrimSpace(scanner.Text()); line != "" {
				l.grant.Store(line)
			}
		}
	}()

	// Viewers spread evenly over each target duration; what is due is counted from the clock, not the
	// ticks, so a late tick (this process short of CPU) still asks for all of it.
	state := make([]viewer, *viewers)
	perMs := float64(*viewers) / (*target * 1000)
	cpuBefore := cpuSeconds()
	started := time.Now()
	cursor := 0
	var polls int64
	var wg sync.WaitGroup
	ticker := time.NewTicker(10 * time.Millisecond)
	for range ticker.C {
		sinceMs := float64(time.Since(started).Microseconds()) / 1000
		if sinceMs >= *seconds*1000 {
			break
		}
		for owed := int64(sinceMs*perMs) - polls; owed >= 1; owed-- {
			v := &state[cursor]
			wg.Add(1)
			go func() {
				defer wg.Done()
				l.poll(v)
			}()
			polls++
			cursor = (cursor + 1) % *viewers
		}
	}
	ticker.Stop()
	elapsed := time.Since(started).Seconds()
	cpu := cpuSeconds() - cpuBefore
	served := atomic.LoadInt64(&l.f.Requests) // what was served in the window; the stragglers only finish
	wg.Wait()

	l.mu.Lock()
	sort.Float64s(l.latencies)
	l.f.P50 = percentile(l.latencies, 0.5)
	l.f.P99 = percentile(l.latencies, 0.99)
	l.f.Statuses = l.statuses
	l.mu.Unlock()
	l.f.Requests = served
	l.f.Polls = polls
	l.f.ElapsedSeconds = elapsed
	l.f.CPUSeconds = cpu
	out, _ := json.Marshal(l.f)
	fmt.Println(string(out))
}
