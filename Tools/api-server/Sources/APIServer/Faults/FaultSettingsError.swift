/// Why a fault setting (a flag or an `X-Fault-*` header) was rejected.
public enum FaultSettingsError: Error, Equatable, Sendable {
    /// The named setting's value is not allowed; says what is.
    case invalidValue(setting: String, value: String, expected: String)
}

extension FaultSettingsError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidValue(let setting, let value, let expected):
            "\(setting): '\(value.prefix(64))' is not valid; expected \(expected)"
        }
    }
}
