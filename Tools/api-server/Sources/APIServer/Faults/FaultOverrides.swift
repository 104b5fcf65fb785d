import Foundation

/// Fault settings as given by a caller (server flags or request headers): each field is optional,
/// and only the given ones change the settings they are applied to.
public struct FaultOverrides: Sendable, Equatable {
    /// Switches a body fault on, or off (`none`) to override a server-wide one.
    public enum BodyFaultSwitch: Sendable, Equatable {
        case off
        case on(BodyFault)

        /// Parses `none` or a ``BodyFault`` raw value such as `malformed-json`.
        public init(parsing text: String, setting: String) throws(FaultSettingsError) {
            let name = text.trimmingCharacters(in: .whitespaces).lowercased()
            if name == "none" {
                self = .off
            } else if let fault = BodyFault(rawValue: name) {
                self = .on(fault)
            } else {
                let kinds = (["none"] + BodyFault.allCases.map(\.rawValue)).joined(separator: ", ")
                throw .invalidValue(setting: setting, value: text, expected: "one of \(kinds)")
            }
        }
    }

    public var latencyMilliseconds: Int?
    public var failureRate: Double?
    public var failureStatus: Int?
    public var bodyFault: BodyFaultSwitch?
    /// Seeds one request's failure decision (headers only; the server's `--seed` seeds its
    /// ``FailureDecider`` instead).
    public var seed: UInt64?

    public init(
        latencyMilliseconds: Int? = nil,
        failureRate: Double? = nil,
        failureStatus: Int? = nil,
        bodyFault: BodyFaultSwitch? = nil,
        seed: UInt64? = nil
    ) {
        self.latencyMilliseconds = latencyMilliseconds
        self.failureRate = failureRate
        self.failureStatus = failureStatus
        self.bodyFault = bodyFault
        self.seed = seed
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == FaultOverrides() }
}

extension FaultSettings {
    /// These settings with the given overrides applied, after checking their ranges.
    ///
    /// A failure status given without a rate fails every request (rate 1), unless a rate is
    /// already set: `X-Fault-Status: 500` alone means "fail this request with 500".
    /// - Throws: ``FaultSettingsError`` naming the first value out of range; `names` says what
    ///   to call each setting in the message (flag or header names).
    public func applying(
        _ overrides: FaultOverrides, names: FaultSettingNames
    ) throws(FaultSettingsError) -> FaultSettings {
        var result = self
        if let milliseconds = overrides.latencyMilliseconds {
            let latency = Duration.milliseconds(milliseconds)
            guard FaultSettings.latencyRange.contains(latency) else {
                throw .invalidValue(
                    setting: names.latency, value: "\(milliseconds)", expected: "0...120000 milliseconds")
            }
            result.latency = latency
        }
        if let rate = overrides.failureRate {
            guard rate.isFinite, (0...1).contains(rate) else {
                throw .invalidValue(setting: names.failureRate, value: "\(rate)", expected: "a number from 0 to 1")
            }
            result.failureRate = rate
        }
        if let status = overrides.failureStatus {
            guard FaultSettings.failureStatusRange.contains(status) else {
                throw .invalidValue(
                    setting: names.failureStatus, value: "\(status)", expected: "a status from 400 to 599")
            }
            result.failureStatus = status
            if overrides.failureRate == nil, result.failureRate == 0 { result.failureRate = 1 }
        }
        switch overrides.bodyFault {
        case .off: result.bodyFault = nil
        case .on(let fault): result.bodyFault = fault
        case nil: break
        }
        if let seed = overrides.seed { result.requestSeed = seed }
        return result
    }
}

/// What to call each fault setting in error messages: the flag names or the header names.
public struct FaultSettingNames: Sendable {
    public var latency: String
    public var failureRate: String
    public var failureStatus: String
    public var bodyFault: String

    /// The server's command-line flags.
    public static let flags = FaultSettingNames(
        latency: "--latency-ms", failureRate: "--fail-rate", failureStatus: "--fail-status", bodyFault: "--fault")
    /// The per-request headers.
    public static let headers = FaultSettingNames(
        latency: FaultHeader.latency, failureRate: FaultHeader.failureRate, failureStatus: FaultHeader.failureStatus,
        bodyFault: FaultHeader.bodyFault)
}

extension FaultSettings {
    /// The server-wide settings from the command-line flags (`--latency-ms`, `--fail-rate`,
    /// `--fail-status`, `--fault`), checked as strictly as the headers.
    /// - Throws: ``FaultSettingsError`` naming the flag.
    public static func fromFlags(
        latencyMilliseconds: Int?, failureRate: Double?, failureStatus: Int?, fault: String?
    ) throws(FaultSettingsError) -> FaultSettings {
        var overrides = FaultOverrides(
            latencyMilliseconds: latencyMilliseconds, failureRate: failureRate, failureStatus: failureStatus)
        if let fault {
            overrides.bodyFault = try FaultOverrides.BodyFaultSwitch(
                parsing: fault, setting: FaultSettingNames.flags.bodyFault)
        }
        return try FaultSettings.none.applying(overrides, names: .flags)
    }
}
