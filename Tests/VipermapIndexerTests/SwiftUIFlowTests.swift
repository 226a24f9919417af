import Testing
import VipermapModel

/// SwiftUI apps (issue 20): a `@main` App's `WindowGroup { … }` is the first screen; a routing library's verb with
/// a transition literal shows the view its closure builds; one router of the whole app adopts every module's
/// router protocol, and its methods are routes of the modules that call them.
@Suite struct SwiftUIFlowTests {
    @Test func windowGroupSharedRouterAndClosureBuiltScreens() throws {
        let fixture = try Fixture([
            "Orbit/OrbitApp.swift": """
            import SwiftUI
            @main
            struct OrbitApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene {
                    1️⃣WindowGroup {
                        delegate.builder.planetsView()
                    }
                }
            }
            """,
            "Orbit/Core/SpaceRouter.swift": """
            import SwiftUI
            struct SpaceRouter {
                let router: AnyRouter
                let builder: SpaceBuilder
                func showMoon(id: Int) {
                    router.showScreen(.push) { router in
                        builder.moonView(router: router, id: id)
                    }
                }
                func showCrater() {
                    router.showScreen(.fullScreenCover) { router in builder.craterView(router: router) }
                }
            }
            struct SpaceBuilder {
                func planetsView() -> some View { PlanetsView(presenter: PlanetsPresenter(router: SpaceRouter())) }
                func moonView(router: AnyRouter, id: Int) -> some View { MoonView() }
                func craterView(router: AnyRouter) -> some View { CraterView() }
            }
            """,
            "Orbit/Planets/Planets.swift": """
            import SwiftUI
            protocol PlanetsRouter { func showMoon(id: Int) }
            extension SpaceRouter: PlanetsRouter {}
            final class PlanetsPresenter {
                let router: PlanetsRouter
                init(router: PlanetsRouter) { self.router = router }
                func didTap(id: Int) { router.showMoon(id: id) }
            }
            struct PlanetsView: View { let presenter: PlanetsPresenter; var body: some View { Text("") } }
            """,
            "Orbit/Moon/Moon.swift": """
            import SwiftUI
            protocol MoonRouter { func showCrater() }
            extension SpaceRouter: MoonRouter {}
            final class MoonPresenter {
                let router: MoonRouter
                init(router: MoonRouter) { self.router = router }
                func explore() { router.showCrater() }
            }
            struct MoonView: View { var body: some View { Text("") } }
            """,
            "Orbit/Crater/Crater.swift": """
            import SwiftUI
            final class CraterPresenter {}
            struct CraterView: View { var body: some View { Text("") } }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Planets", "Moon", "Crater"])
        #expect(map.entryPoints == [EntryPoint(module: "Planets", file: "Orbit/OrbitApp.swift", line: fixture.line("1️⃣"), kind: "swiftUIApp")])
        #expect(map.routeSet == [
            // The shared router is no module's: each route is triggered by the presenter's method that calls it.
            "∅ -[setRoot: ∅]-> Planets", "Planets -[push: didTap]-> Moon", "Moon -[present: explore]-> Crater",
        ])
    }
}
