/// The command-line options every benchmark understands.
///
/// - `--quick`: a fast smoke run (fewer repetitions and smaller inputs) that proves the benchmark
///   works; its figures are not meant to be quoted.
/// - `--runs N`: the number of measured runs per case (after one warm-up run).
public struct BenchOptions: Sendable {
    /// Whether `--quick` was given.
    public let isQuick: Bool
    /// Measured runs per case.
    public let runs: Int

    /// Parses `arguments` (the process arguments without the program name). Unknown arguments are
    /// reported in `unknownArguments` rather than rejected, so each benchmark can add its own.
    public init(arguments: [String], defaultRuns: Int = 15, quickRuns: Int = 3) {
        var isQuick = false
        var runs: Int?
        var unknown: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                isQuick = true
            case "--runs":
                if let value = remaining.popFirst().flatMap(Int.init), value > 0 {
                    runs = value
                } else {
                    unknown.append(argument)
                }
            default:
                unknown.append(argument)
            }
        }
        self.isQuick = isQuick
        self.runs = runs ?? (isQuick ? quickRuns : defaultRuns)
        self.unknownArguments = unknown
    }

    /// Arguments this type did not recognise, for the benchmark to interpret or reject.
    public let unknownArguments: [String]

    /// `full` normally, `quick` with `--quick`: for input sizes.
    public func size(full: Int, quick: Int) -> Int {
        isQuick ? quick : full
    }
}
