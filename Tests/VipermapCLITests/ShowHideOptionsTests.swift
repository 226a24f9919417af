import Foundation
import Testing
@testable import VipermapCLI
import VipermapRender

/// Issue 21: one vocabulary (`--show`, `--hide`) over planned, system, plain, unresolved and back; the options from
/// before it (`--hide planned,unresolved,back`, `--show-back`) keep working as parts of it.
@Suite struct ShowHideOptionsTests {
    static func hidden(_ arguments: [String]) throws -> Set<HiddenElement> {
        try RenderingOptions.parse(arguments).renderOptions().hidden
    }

    @Test func defaultHidesEverythingButModulesAndPlanned() throws {
        #expect(try Self.hidden([]) == [.system, .plain, .unresolved, .back])
    }

    @Test func showBringsKindsBack() throws {
        #expect(try Self.hidden(["--show", "system,plain"]) == [.unresolved, .back])
        #expect(try Self.hidden(["--show", "system", "--show", "unresolved,back"]) == [.plain])
        #expect(try Self.hidden(["--show", "system,plain,unresolved,back"]) == [])
    }

    @Test func oldHideValuesKeepWorking() throws {
        #expect(try Self.hidden(["--hide", "planned,unresolved,back"]) == [.planned, .system, .plain, .unresolved, .back])
        #expect(try Self.hidden(["--hide", "planned"]) == [.planned, .system, .plain, .unresolved, .back])
        #expect(try Self.hidden(["--show", "system", "--hide", "planned"]) == [.planned, .plain, .unresolved, .back])
    }

    @Test func showBackIsAnAliasOfShowBack() throws {
        #expect(try Self.hidden(["--show-back"]) == [.system, .plain, .unresolved])
        #expect(try Self.hidden(["--show-back"]) == Self.hidden(["--show", "back"]))
        #expect(try Self.hidden(["--show-back", "--show", "unresolved"]) == [.system, .plain])
    }

    @Test func unknownOrContradictoryKindsAreUsageErrors() throws {
        for (arguments, message) in [
            (["--show", "alerts"], "unknown --show value 'alerts'; use one of: planned, system, plain, unresolved, back."),
            (["--hide", "system,modules"], "unknown --hide value 'modules'; use one of: planned, system, plain, unresolved, back."),
            (["--show", "system", "--hide", "system"], "'system' is given to both --show and --hide; keep it in one of them."),
            (["--show-back", "--hide", "back"], "'back' is given to both --show and --hide; keep it in one of them."),
        ] {
            let error = #expect(throws: VipermapFailure.self) { try RenderingOptions.parse(arguments).renderOptions() }
            #expect(error?.message == message)
            #expect(error?.code == .usageOrInput)
        }
    }
}
