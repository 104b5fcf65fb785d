/// Where in a response a value sits, e.g. `products[3].skus[0].price.sale`, so a rejected payload
/// names the exact field that was wrong.
struct FieldPath: CustomStringConvertible, Sendable {
    private let text: String

    /// The top of the response body.
    static let root = FieldPath(text: "")

    private init(text: String) {
        self.text = text
    }

    /// The path of a field of the object at this path.
    func key(_ name: String) -> FieldPath {
        FieldPath(text: text.isEmpty ? name : "\(text).\(name)")
    }

    /// The path of an element of the array at this path.
    func index(_ index: Int) -> FieldPath {
        FieldPath(text: "\(text)[\(index)]")
    }

    var description: String { text.isEmpty ? "(body)" : text }

    /// A bad-payload error naming this field and what was wrong with it.
    func problem(_ message: String) -> ServiceError {
        .badPayload("\(description): \(message)")
    }
}
