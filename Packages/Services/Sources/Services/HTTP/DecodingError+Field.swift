extension DecodingError {
    /// What was wrong, naming the field by its path in the body: `products[3].skus[0].id: missing`.
    var fieldDescription: String {
        switch self {
        case .keyNotFound(let key, let context):
            "\(Self.path(context.codingPath + [key])): missing"
        case .valueNotFound(_, let context):
            "\(Self.path(context.codingPath)): null where a value is required"
        case .typeMismatch(let type, let context):
            "\(Self.path(context.codingPath)): expected \(Self.name(of: type))"
        case .dataCorrupted(let context):
            context.codingPath.isEmpty
                ? "the body is not valid JSON" : "\(Self.path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            "the body does not match the contract"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(body)" : text
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: type is any Collection.Type ? "an array" : "an object"
        }
    }
}
