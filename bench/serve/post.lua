-- wrk script: POSTs the file named by HUPAI_BODY to /api/batch on every request, and counts the
-- answers that are not 200 or hold a different number of lines than the body.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-ndjson"
local f = assert(io.open(os.getenv("HUPAI_BODY"), "rb"))
wrk.body = f:read("*a")
f:close()
local _, expected_lines = wrk.body:gsub("\n", "")

local threads = {}
function setup(thread)
    table.insert(threads, thread)
end

function init()
    bad = 0
end

function response(status, headers, body)
    local _, lines = body:gsub("\n", "")
    if status ~= 200 or lines ~= expected_lines then
        bad = bad + 1
    end
end

function done(summary, latency, requests)
    local total_bad = 0
    for _, t in ipairs(threads) do
        total_bad = total_bad + t:get("bad")
    end
    io.write(string.format("bad_answers %d\n", total_bad))
    io.write(string.format("requests %d\n", summary.requests))
    io.write(string.format("rps %.0f\n", summary.requests / (summary.duration / 1e6)))
    for _, p in ipairs({ 50, 90, 99, 99.9 }) do
        io.write(string.format("p%s_us %d\n", p, latency:percentile(p)))
    end
    io.write(string.format("max_us %d\n", latency.max))
    io.write(string.format("errors %d\n", summary.errors.connect + summary.errors.read +
        summary.errors.write + summary.errors.status + summary.errors.timeout))
end
