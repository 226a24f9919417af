import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// Modules as namespaces (issue 40): `enum Harbor {}` with `extension Harbor { struct RootView: BaseView; final class
/// StateModel }` is module Harbor, whatever its members are called, and its screen's links go through the app's own
/// SwiftUI plumbing — a view extension on SwiftUI's `Text`, a `ViewModifier` whose `body(content:)` holds the
/// `NavigationLink`, an `@autoclosure` destination, a `@ViewBuilder` switch over an enum of screens.
@Suite struct NamespaceModuleTests {
    /// Namespace `name`, its screen listing `links` in its body.
    static func module(_ name: String, links: String = "Text(\"none\")") -> String {
        """
        import SwiftUI

        enum \(name) {}

        extension \(name) {
            final class StateModel: BaseStateModel {}

            struct RootView: BaseView {
                let resolver: Resolver
                @StateObject var state: StateModel
                init(resolver: Resolver) {
                    self.resolver = resolver
                    _state = StateObject(wrappedValue: StateModel(resolver: resolver))
                }
                var body: some View {
                    List {
                        \(links)
                    }
                }
            }
        }
        """
    }

    static let app: [String: String] = [
        "App.swift": """
        import SwiftUI

        @main
        struct DockApp: App {
            var body: some Scene {
                WindowGroup { Harbor.RootView(resolver: Resolver()) }
            }
        }

        final class Resolver {}

        enum Screen {
            case pier, quay
        }

        extension Screen {
            @ViewBuilder func view(resolver: Resolver) -> some View {
                switch self {
                case .pier: Pier.RootView(resolver: resolver)
                case .quay: Quay.RootView(resolver: resolver)
                }
            }
        }

        protocol StateModel: ObservableObject {
            func view(for screen: Screen) -> AnyView
        }

        class BaseStateModel: StateModel {
            let resolver: Resolver
            init(resolver: Resolver) { self.resolver = resolver }
            func view(for screen: Screen) -> AnyView { AnyView(screen.view(resolver: resolver)) }
        }

        protocol BaseView: View {
            associatedtype StateModelType: StateModel
            var state: StateModelType { get }
        }

        struct Link<T: View>: ViewModifier {
            private let destination: () -> T
            init(destination: @autoclosure @escaping () -> T) { self.destination = destination }
            func body(content: Content) -> some View {
                NavigationLink(destination: LazyView(AnyView(destination()))) { content }
            }
        }

        struct LazyView: View {
            let build: () -> AnyView
            init(_ build: @autoclosure @escaping () -> AnyView) { self.build = build }
            var body: AnyView { build() }
        }

        extension View {
            func navigationLink<V: BaseView>(to screen: Screen, from view: V) -> some View {
                modifier(Link(destination: view.state.view(for: screen)))
            }
        }
        """,
        "Harbor.swift": module("Harbor", links: """
            Text("Pier").navigationLink(to: .pier, from: self)
                            Text("Quay").navigationLink(to: .quay, from: self)
            """),
        "Pier.swift": module("Pier"),
        "Quay.swift": module("Quay"),
    ]

    /// Each namespace is a module of its screen (the view), what the screen holds (the view model) and itself and its
    /// extensions (the scope); `Harbor.RootView` is no module `Root`. Each link pushes the screen its case builds, through the app's
    /// view extension, modifier, lazy wrapper and `@ViewBuilder` switch; the app's `WindowGroup` shows Harbor.
    @Test func namespacesAreModulesAndTheirLinksRoutes() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.moduleIDs == ["Harbor", "Pier", "Quay"])
        #expect(map.componentSet("Pier") == [
            "scope Pier Pier.swift:3", "scope Pier Pier.swift:5", "viewModel Pier.StateModel Pier.swift:6", "view Pier.RootView Pier.swift:8",
        ])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Harbor", "Harbor -[push: ∅]-> Pier", "Harbor -[push: ∅]-> Quay"])
        #expect(map.entryPoints.map(\.module) == ["Harbor"])
    }

    /// `.init(…)` returned by a function declared to return `AnyView` is `AnyView(…)` (an implicit member takes the type
    /// the context expects): the screen it wraps is what the links show.
    @Test func anInitReturnedIsOfTheDeclaredReturnType() throws {
        var files = Self.app
        files["App.swift"] = files["App.swift"]!.replacingOccurrences(
            of: "func view(for screen: Screen) -> AnyView { AnyView(screen.view(resolver: resolver)) }",
            with: "func view(for screen: Screen) -> AnyView { .init(screen.view(resolver: resolver)) }")
        #expect(files != Self.app)
        #expect(try Fixture.map(files).routeSet == ["∅ -[setRoot: ∅]-> Harbor", "Harbor -[push: ∅]-> Pier", "Harbor -[push: ∅]-> Quay"])
    }

    /// A screen whose `body` builds another module's screen holds it as its child: an embed from its module (what the
    /// app's `WindowGroup` shows composes Pier), while a link's destination stays a push (the test above).
    @Test func aBodyComposingAnotherModulesScreenEmbedsIt() throws {
        var files = Self.app
        files["Harbor.swift"] = Self.module("Harbor", links: "Pier.RootView(resolver: resolver)")
        let map = try Fixture.map(files)
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Harbor", "Harbor -[embed: ∅]-> Pier"])
    }

    /// A namespace whose screen holds no other member (a design system's `enum Theme { struct Badge: View }`) is no
    /// module: nothing wires a screen to a state of its own.
    @Test func aNamespaceOfViewsAloneIsNoModule() throws {
        var files = Self.app
        files["Theme.swift"] = """
        import SwiftUI
        enum Theme {}
        extension Theme {
            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }
        }
        """
        #expect(try Fixture.map(files).moduleIDs == ["Harbor", "Pier", "Quay"])
    }
}
