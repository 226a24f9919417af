import Testing
import VipermapIndexer
import VipermapModel

/// The trigger of a route the walk finds is the module's method that makes the call — the router's `openPier()`, as
/// map.json's contract says (a router method) — and what calls it (the presenter's `didTapPier()`) is its
/// `triggeredBy`; a SwiftUI link keeps none (the user acts on the view).
@Suite struct WalkTriggerTests {
    @Test func theTriggerIsTheRouterMethodAndItsCallerTriggersIt() throws {
        let fixture = try Fixture([
            "Ferry/Pier.swift": """
            import UIKit
            final class PierViewController: UIViewController { var presenter: PierPresenter? }
            final class PierPresenter {}
            enum PierBuilder { static func build() -> UIViewController { PierViewController() } }
            """,
            "Ferry/Harbor.swift": """
            import UIKit
            final class HarborViewController: UIViewController { var presenter: HarborPresenter? }
            final class HarborPresenter {
                var router: HarborRouter?
                func didTapPier() { 1️⃣router?.openPier() }
            }
            final class HarborRouter {
                weak var viewController: UIViewController?
                func openPier() { 3️⃣display(PierBuilder.build()) }
                private func display(_ screen: UIViewController) { 2️⃣viewController?.present(screen, animated: true) }
            }
            """,
        ])
        defer { fixture.remove() }
        // The route is placed at the router method's call of its private helper, not at UIKit's call (2️⃣) in it.
        let map = try fixture.map()
        #expect(map.routeSet == ["Harbor -[present: openPier]-> Pier"])
        let route = try #require(map.routes.first)
        #expect(route.line == fixture.line("3️⃣"))
        #expect(route.triggeredBy.map { "\($0.type).\($0.method) \($0.line)" } == ["HarborPresenter.didTapPier() \(fixture.line("1️⃣"))"])
    }
}
