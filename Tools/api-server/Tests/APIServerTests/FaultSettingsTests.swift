import APIServer
import HTTPTypes
import Testing

@Suite struct FaultSettingsTests {
    private func headers(_ pairs: [String: String]) -> HTTPFields {
        TestServer.headers(pairs)
    }

    @Test func headersOverrideOnlyWhatTheyName() throws {
        let server = FaultSettings(
            latency: .milliseconds(100), failureRate: 0.25, failureStatus: 500, bodyFault: .truncated)
        let overrides = try FaultHeader.overrides(in: headers(["X-Fault-Latency-Ms": "500"]))
        let settings = try server.applying(overrides, names: .headers)
        #expect(
            settings
                == FaultSettings(
                    latency: .milliseconds(500), failureRate: 0.25, failureStatus: 500, bodyFault: .truncated))
    }

    @Test func aFailureStatusAloneFailsEveryRequest() throws {
        let overrides = try FaultHeader.overrides(in: headers(["X-Fault-Status": "503"]))
        let settings = try FaultSettings.none.applying(overrides, names: .headers)
        #expect(settings.failureRate == 1)
        #expect(settings.failureStatus == 503)
    }

    @Test func aFailureRateAloneFailsWith503() throws {
        let overrides = try FaultHeader.overrides(in: headers(["X-Fault-Rate": "0.5", "X-Fault-Seed": "42"]))
        let settings = try FaultSettings.none.applying(overrides, names: .headers)
        #expect(settings.failureRate == 0.5)
        #expect(settings.failureStatus == 503)
        #expect(settings.requestSeed == 42)
    }

    @Test func faultNoneSwitchesOffTheServersBodyFault() throws {
        let overrides = try FaultHeader.overrides(in: headers(["X-Fault": "none"]))
        let settings = try FaultSettings(bodyFault: .stall).applying(overrides, names: .headers)
        #expect(settings.bodyFault == nil)
    }

    @Test(arguments: BodyFault.allCases)
    func everyBodyFaultIsNamedByItsHeaderValue(_ fault: BodyFault) throws {
        let overrides = try FaultHeader.overrides(in: headers(["X-Fault": fault.rawValue.uppercased()]))
        #expect(overrides.bodyFault == .on(fault))
    }

    @Test(arguments: [
        ("X-Fault-Latency-Ms", "soon"), ("X-Fault-Latency-Ms", "-1"), ("X-Fault-Latency-Ms", "120001"),
        ("X-Fault-Status", "200"), ("X-Fault-Status", "600"), ("X-Fault-Status", "5xx"),
        ("X-Fault-Rate", "1.5"), ("X-Fault-Rate", "-0.1"), ("X-Fault-Rate", "nan"), ("X-Fault-Rate", "half"),
        ("X-Fault-Seed", "-3"), ("X-Fault", "explode"),
    ])
    func invalidHeaderValuesAreRefusedNamingTheHeader(name: String, value: String) {
        #expect {
            let overrides = try FaultHeader.overrides(in: headers([name: value]))
            _ = try FaultSettings.none.applying(overrides, names: .headers)
        } throws: { error in
            guard case .invalidValue(let setting, _, _) = error as? FaultSettingsError else { return false }
            return setting == name
        }
    }

    @Test func flagsBuildTheServerSettings() throws {
        let settings = try FaultSettings.fromFlags(
            latencyMilliseconds: 200, failureRate: nil, failureStatus: 500, fault: "stall")
        #expect(
            settings
                == FaultSettings(latency: .milliseconds(200), failureRate: 1, failureStatus: 500, bodyFault: .stall))
        #expect(
            try FaultSettings.fromFlags(latencyMilliseconds: nil, failureRate: nil, failureStatus: nil, fault: nil)
                == .none)
    }

    @Test func anUnknownFaultFlagIsRefusedNamingTheFlag() {
        #expect {
            try FaultSettings.fromFlags(
                latencyMilliseconds: nil, failureRate: nil, failureStatus: nil, fault: "explode")
        } throws: { error in
            guard case .invalidValue(let setting, _, _) = error as? FaultSettingsError else { return false }
            return setting == "--fault"
        }
    }

    @Test func flagErrorsNameTheFlag() {
        #expect(
            throws: FaultSettingsError.invalidValue(
                setting: "--fail-rate", value: "2.0", expected: "a number from 0 to 1")
        ) {
            try FaultSettings.none.applying(FaultOverrides(failureRate: 2), names: .flags)
        }
    }

    @Test func noHeadersMeansNoOverrides() throws {
        #expect(try FaultHeader.overrides(in: HTTPFields()).isEmpty)
    }
}
