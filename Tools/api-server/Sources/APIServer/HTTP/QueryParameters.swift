import Hummingbird

/// Strict reading of query parameters: a parameter is absent, given once with a valid value, or
/// the request is refused with 400 saying why.
struct QueryParameters {
    private let pairs: [(key: Substring, value: Substring)]

    init(_ request: Request) {
        pairs = request.uri.queryParameters.map { $0 }
    }

    /// The text of a parameter, or nil when absent.
    /// - Throws: ``APIError`` 400 when it is given more than once.
    func text(_ name: String) throws(APIError) -> String? {
        let values = pairs.filter { $0.key == name }
        guard values.count <= 1 else { throw .badRequest("'\(name)' is given more than once") }
        return values.first.map { String($0.value) }
    }

    /// An integer parameter within a range, or the default when absent.
    /// - Throws: ``APIError`` 400 when it is not an integer or outside the range.
    func integer(_ name: String, in range: ClosedRange<Int>, default defaultValue: Int) throws(APIError) -> Int {
        guard let text = try text(name) else { return defaultValue }
        guard let value = Int(text) else {
            throw .badRequest("'\(name)' must be an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        guard range.contains(value) else {
            throw .badRequest("'\(name)' must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
        return value
    }
}
