import Testing
@testable import VipermapCheck

/// `.vipermap.yml`: what it accepts, and the file:line:column of every mistake.
@Suite struct ConfigurationTests {
    @Test func emptyFileMeansDefaults() throws {
        let config = try CheckConfiguration.parse(yaml: "", file: ".vipermap.yml")
        #expect(config == CheckConfiguration())
        #expect(config.severity(of: .undefinedModule) == .error)
        #expect(config.severity(of: .deadOption) == .warning)
        #expect(config.maxFanOut == 15)
    }

    @Test func fullConfiguration() throws {
        let config = try CheckConfiguration.parse(yaml: TestMaps.configurationYAML, file: ".vipermap.yml")
        #expect(config.severities == [.unhandledOption: .error, .forbiddenRoute: .error])
        #expect(config.maxFanOut == 2)
        #expect(config.forbiddenRoutes == [ForbiddenRoute(from: ModulePattern("!domain:Onboarding"), to: ModulePattern("domain:Onboarding"), reason: "only Onboarding routes into Onboarding")])
    }

    static func error(_ yaml: String) -> String {
        do {
            _ = try CheckConfiguration.parse(yaml: yaml, file: "App/.vipermap.yml")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func unknownRuleNamesItsLine() {
        #expect(Self.error("rules:\n  deadOption: off\n  unreachableModules: error\n")
            == "App/.vipermap.yml:3:3: unknown key 'unreachableModules' in rules; expected one of: deadOption, forbiddenRoute, indexerFinding, maxFanOut, missingComponent, noLaunchPath, scaffoldedModule, undefinedModule, unhandledOption, unreachableModule, unresolvedRoute.")
    }

    @Test func unknownTopLevelKey() {
        #expect(Self.error("rule:\n  deadOption: off\n") == "App/.vipermap.yml:1:1: unknown key 'rule' in the top level; expected one of: rules.")
    }

    @Test func unknownFieldOfARule() {
        #expect(Self.error("rules:\n  maxFanOut:\n    limt: 3\n")
            == "App/.vipermap.yml:3:5: unknown key 'limt' in rules.maxFanOut; expected one of: limit, severity.")
        // `limit` belongs to maxFanOut only.
        #expect(Self.error("rules:\n  deadOption:\n    limit: 3\n")
            == "App/.vipermap.yml:3:5: unknown key 'limit' in rules.deadOption; expected one of: severity.")
    }

    @Test func wrongTypes() {
        #expect(Self.error("rules:\n  deadOption: fatal\n") == "App/.vipermap.yml:2:15: rules.deadOption must be one of error, warning, off, found 'fatal'.")
        #expect(Self.error("rules:\n  maxFanOut:\n    limit: many\n") == "App/.vipermap.yml:3:12: rules.maxFanOut.limit must be a positive integer, found 'many'.")
        #expect(Self.error("rules:\n  maxFanOut:\n    limit: 0\n") == "App/.vipermap.yml:3:12: rules.maxFanOut.limit must be a positive integer, found '0'.")
        #expect(Self.error("rules: [a, b]\n") == "App/.vipermap.yml:1:8: rules must be a mapping, found a list.")
        #expect(Self.error("rules:\n  forbiddenRoute:\n    routes:\n      from: A\n") == "App/.vipermap.yml:4:7: rules.forbiddenRoute.routes must be a list, found a mapping.")
        #expect(Self.error("rules:\n  forbiddenRoute:\n    routes:\n      - from: A\n") == "App/.vipermap.yml:4:9: rules.forbiddenRoute.routes[0] must be a mapping with both 'from' and 'to' patterns, found a mapping without 'to'.")
        #expect(Self.error("rules:\n  forbiddenRoute:\n    routes:\n      - {from: A, to: [B]}\n") == "App/.vipermap.yml:4:23: rules.forbiddenRoute.routes[0].to must be a string, found a list.")
    }

    @Test func duplicateKeysAreRejected() {
        #expect(Self.error("rules:\n  deadOption: off\n  deadOption: error\n")
            == "App/.vipermap.yml:2:3: not valid YAML: duplicated key deadOption; fix the syntax (see docs/ci.md for an example).")
    }

    @Test func invalidYAMLNamesItsLine() {
        #expect(Self.error("rules:\n  deadOption: [off\n").hasPrefix("App/.vipermap.yml:3:1: not valid YAML: "))
    }
}
