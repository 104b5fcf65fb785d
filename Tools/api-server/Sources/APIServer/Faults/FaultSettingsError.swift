import FoundationExt

/// Why a fault setting (a flag or an `X-Fault-*` header) was rejected.
public enum FaultSettingsError: Error, Equatable, Sendable {
    /// The named setting's value is not allowed; says what is.
    case invalidValue(setting: String, value: String, expected: String)
}

extension FaultSettingsError: CustomStringConvertible {
    /// One line naming the setting; the rejected value is echoed terminal safe (a flag's value is
    /// printed to the terminal that started the server).
    public var description: String {
        switch self {
        case .invalidValue(let setting, let value, let expected):
            "\(setting): '\(String(value.prefix(64)).terminalSafeLine)' is not valid; expected \(expected)"
        }
    }
}
