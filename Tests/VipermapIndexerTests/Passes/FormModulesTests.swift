import Testing
import VipermapModel
@testable import VipermapIndexer

/// `formModules`: one module per name from the final roles, with its components; nothing before it forms one.
@Suite struct FormModulesTests {
    static let sources = [
        "Ferry/Harbor.swift": """
        import UIKit
        final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
        final class HarborPresenter { var router: HarborRouter? }
        final class HarborRouter { weak var viewController: UIViewController? }
        """,
        "Ferry/ChatApp.swift": """
        final class ChatAppPresenter {}
        final class ChatAppRouter {}
        """,
        "Ferry/Tools.swift": "final class Formatter {}",
    ]

    @Test func modulesAreFormedFromTheRolesThePassesBeforeSettled() {
        var harness = PassHarness(Self.sources)
        harness.run(through: PassHarness.before("formModules"))
        #expect(harness.linker.drafts.isEmpty)
        harness.run(through: "formModules")
        #expect(harness.modules == [
            "Harbor: presenter HarborPresenter, router HarborRouter, view HarborViewController",
            // A launch-named router beside a presenter of the same module is that module's (promoteLaunchModules).
            "ChatApp: presenter ChatAppPresenter, router ChatAppRouter",
        ])
        #expect(harness.linker.modules.byType["HarborRouter"]?.map(\.id) == ["Harbor"])
        #expect(harness.linker.modules.byType["Formatter"] == nil)
    }
}
