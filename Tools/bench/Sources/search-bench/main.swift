// search-bench: product search over 100,000 generated products, through the SearchIndex and
// through NaiveProductSearch (a linear scan with the same ranking), in the same run.
//
//   swift run -c release --package-path Tools/bench search-bench [--quick] [--runs N]
//
// Reports: catalog generation and index build times, then p50 and p99 per query for both over
// 1,000 varied deterministic queries (1–3 tokens, whole words, prefixes, mixed case, misses), and
// the ratio of the medians. Every query's answers are compared: the two must agree exactly.
// With --runs N (default 1), each query is timed N times per case and its fastest time is kept.
// Targets: index p50 ≤ 1 ms and ≥ 20× faster than the scan; the 100,000-product index built in
// ≤ 0.3 s (the scale issue; the median of 5 builds, on the full run only).
import BenchSupport
import Foundation
import FoundationExt
import Services

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()), defaultRuns: 1, quickRuns: 1)
guard options.unknownArguments.isEmpty else {
    print("usage: search-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(2)
}
let productCount = options.size(full: 100_000, quick: 10_000)
let queryCount = options.size(full: 1_000, quick: 200)
let limit = 20

/// Queries built from the catalog's own words, as a customer might type them.
func makeQueries(from catalog: Catalog, count: Int) -> [String] {
    var random = SplitMix64(seed: 2_024)  // the same queries on every run and machine
    func words(_ texts: [String]) -> [String] {
        Array(Set(texts.flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) })).sorted()
    }
    let sample = Array(catalog.products.prefix(2_000))
    let nameWords = words(sample.map(\.name))
    let otherWords = words(sample.map(\.brand) + sample.map(\.category) + sample.map(\.description))
    func prefix(_ word: String) -> String { String(word.prefix(2 + random.below(3))) }
    var queries: [String] = []
    while queries.count < count {
        let query: String
        switch random.below(20) {
        case 0..<5: query = random.pick(nameWords)  // "chair"
        case 5..<8: query = prefix(random.pick(nameWords))  // "cha"
        case 8..<12: query = prefix(random.pick(nameWords)) + " " + prefix(random.pick(nameWords))  // "oa ch"
        case 12..<14: query = random.pick(nameWords).lowercased() + " " + random.pick(nameWords)  // "oak Chair"
        case 14..<16: query = random.pick(otherWords)  // brand, category, description words
        case 16..<18:
            query = [random.pick(nameWords), prefix(random.pick(nameWords)), prefix(random.pick(otherWords))]
                .joined(separator: " ")
        default: query = random.pick(["zq", "xylo", "qqq chair", "oak zebra", "blorp", "café zz"])  // misses
        }
        queries.append(query)
    }
    return queries
}

var generated: Catalog?
let generation = Stopwatch.measure {
    generated = Catalog.generate(productCount: productCount, blogEntryCount: 0, seed: 7)
}
guard let catalog = generated else { exit(1) }

// The build is timed several times and its median kept: one build of about 0.3 s, timed once,
// moved between 0.29 and 0.43 s from run to run on the 2-core VM.
var builtIndex: SearchIndex?
let indexBuilds = Samples(
    (0..<(options.isQuick ? 1 : 5)).map { _ in
        Stopwatch.measure { builtIndex = SearchIndex(products: catalog.products) }
    }
)
let indexBuild = indexBuilds.median
var builtNaive: NaiveProductSearch?
let naiveBuild = Stopwatch.measure { builtNaive = NaiveProductSearch(products: catalog.products) }
guard let index = builtIndex, let naive = builtNaive else { exit(1) }

let queries = makeQueries(from: catalog, count: queryCount)
print(
    "search-bench: \(productCount) products (generated in \(Format.duration(generation))), "
        + "\(queries.count) queries, limit \(limit), \(options.runs) run(s) per query\(options.isQuick ? ", --quick" : "")"
)
print(
    "index build: \(Format.duration(indexBuild)), the median of \(indexBuilds.sorted.count) builds (\(index.wordCount) distinct words); "
        + "naive tokenising: \(Format.duration(naiveBuild))")
if !options.isQuick {
    let built = indexBuild <= .milliseconds(300)
    print(
        "target: the \(productCount)-product index built in ≤ 0.3 s: \(Format.duration(indexBuild)) → \(built ? "met" : "NOT met")"
    )
    Budget(
        "search-bench: index build, 100,000 products", measured: indexBuild.nanoseconds / 1e6, atMost: 300,
        unit: "ms"
    ).report()
}

// Warm up both and check they agree on every query before timing anything.
var disagreements: [String] = []
var matched = 0
for query in queries {
    let fromIndex = index.search(query, limit: limit)
    let fromScan = naive.search(query, limit: limit)
    if fromIndex.total != fromScan.total || fromIndex.results.map(\.id) != fromScan.results.map(\.id) {
        disagreements.append(query)
    }
    if fromIndex.total > 0 { matched += 1 }
}
guard disagreements.isEmpty else {
    print("FAIL: the index and the scan disagree on \(disagreements.count) queries, e.g. \(disagreements.prefix(5))")
    exit(1)
}
print("agreement: identical results and totals on all \(queries.count) queries (\(matched) with matches)")

// Interleave the two per query so a noisy neighbour hits both alike; keep each query's fastest run.
var indexTimes: [Duration] = []
var scanTimes: [Duration] = []
var sink = 0
for query in queries {
    var bestIndex = Duration.seconds(1_000)
    var bestScan = Duration.seconds(1_000)
    for _ in 0..<options.runs {
        bestIndex = min(bestIndex, Stopwatch.measure { sink &+= index.search(query, limit: limit).total })
        bestScan = min(bestScan, Stopwatch.measure { sink &+= naive.search(query, limit: limit).total })
    }
    indexTimes.append(bestIndex)
    scanTimes.append(bestScan)
}
let indexSamples = Samples(indexTimes)
let scanSamples = Samples(scanTimes)

var table = Table(["case (per query)", "p50", "p99", "max", "p50 speed-up vs scan"])
table.addRow([
    "naive scan (baseline)", Format.duration(scanSamples.p50), Format.duration(scanSamples.p99),
    Format.duration(scanSamples.max), Format.ratio(1),
])
let speedUp = scanSamples.median.nanoseconds / max(indexSamples.median.nanoseconds, 1)
table.addRow([
    "SearchIndex", Format.duration(indexSamples.p50), Format.duration(indexSamples.p99),
    Format.duration(indexSamples.max), Format.ratio(speedUp),
])
print(table.render())
let p99SpeedUp = scanSamples.p99.nanoseconds / max(indexSamples.p99.nanoseconds, 1)
let met = indexSamples.p50 <= .milliseconds(1) && speedUp >= 20
print(
    "target: index p50 ≤ 1 ms and ≥ 20x faster than the scan: p50 \(Format.duration(indexSamples.p50)), "
        + "\(Format.ratio(speedUp)) (p99 \(Format.ratio(p99SpeedUp))) → \(met ? "met" : "NOT met")  [checksum \(sink)]")
Budget("search-bench: index p50 per query", measured: indexSamples.p50.nanoseconds / 1e6, atMost: 1, unit: "ms")
    .report()
Budget("search-bench: index p50 speed-up over the scan", measured: speedUp, atLeast: 20).report()
