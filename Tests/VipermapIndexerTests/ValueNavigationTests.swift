import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// SwiftUI navigation by value (issue 40): `path.append(.basket)` on the property a `NavigationStack(path:)` is bound
/// to pushes what its `navigationDestination(for: Route.self) { route in … }` builds for that case, and `sheet =
/// .item(id)` on the property a `.sheet(item:)` is bound to presents what its content builds for that value — from the
/// module whose code appends or sets the value, and only for the cases it does.
@Suite struct ValueNavigationTests {
    static let app: [String: String] = [
        "App.swift": """
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup { Shelf.Page() }
            }
        }

        enum Route: Hashable {
            case basket
            case item(Int)
        }

        enum Shelf {
            final class Model: ObservableObject {
                @Published var path: [Route] = []
                @Published var sheet: Route?
                func openBasket() { path.append(.basket) }
                func showItem(_ id: Int) { sheet = .item(id) }
            }
            struct Page: View {
                @StateObject var model = Model()
                var body: some View {
                    NavigationStack(path: $model.path) {
                        List {
                            Button("Basket") { model.openBasket() }
                            Button("Item") { model.showItem(1) }
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .basket: Basket.Page()
                            case .item(let id): Item.Page(id: id)
                            }
                        }
                        .sheet(item: $model.sheet) { route in
                            switch route {
                            case .basket: Basket.Page()
                            case .item(let id): Item.Page(id: id)
                            }
                        }
                    }
                }
            }
        }

        enum Basket {
            final class Model: ObservableObject {}
            struct Page: View {
                @StateObject var model = Model()
                var body: some View { Text("basket") }
            }
        }

        enum Item {
            final class Model: ObservableObject {}
            struct Page: View {
                let id: Int
                @StateObject var model = Model()
                var body: some View { Text("item") }
            }
        }
        """,
    ]

    @Test func theCaseAppendedIsPushedAndTheCaseSetIsPresented() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.moduleIDs == ["Basket", "Item", "Shelf"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: openBasket]-> Basket", "Shelf -[present: showItem]-> Item"])
    }

    /// A destination type nothing appends and an item property nothing sets present nothing; a path bound to no
    /// stack pushes nothing.
    @Test func nothingAppendedOrSetShowsNothing() throws {
        var files = Self.app
        files["App.swift"] = files["App.swift"]!
            .replacingOccurrences(of: "func openBasket() { path.append(.basket) }", with: "func openBasket() {}")
            .replacingOccurrences(of: "func showItem(_ id: Int) { sheet = .item(id) }", with: "func showItem(_ id: Int) {}")
        #expect(try Fixture.map(files).routeSet == ["∅ -[setRoot: ∅]-> Shelf"])
        var unbound = Self.app
        unbound["App.swift"] = unbound["App.swift"]!.replacingOccurrences(of: "NavigationStack(path: $model.path)", with: "NavigationStack")
        #expect(try Fixture.map(unbound).routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[present: showItem]-> Item"])
    }

    /// A path that starts with a value (`var path: [Route] = [.basket]`) shows the stack's root with that value's
    /// destination pushed on it: a push from the module whose body builds the stack, nothing appended. An empty path
    /// pushes nothing (the test above).
    @Test func aPathsInitialValueIsPushedWhenTheStackIsShown() throws {
        var files = Self.app
        files["App.swift"] = files["App.swift"]!
            .replacingOccurrences(of: "@Published var path: [Route] = []", with: "@Published var path: [Route] = [.basket]")
            .replacingOccurrences(of: "func openBasket() { path.append(.basket) }", with: "func openBasket() {}")
        #expect(try Fixture.map(files).routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: ∅]-> Basket", "Shelf -[present: showItem]-> Item"])
    }

    /// Partial code — a destination with no content closure, a sheet whose closure has no body, a subject sent
    /// nothing, a switch over an enum the app does not declare — makes no route and stops nothing: the other
    /// file's routes stay.
    @Test func partialCodeMakesNoRouteAndStopsNothing() throws {
        var files = Self.app
        files["Partial.swift"] = """
        import SwiftUI
        import Combine

        enum Draft {
            final class Model: ObservableObject {
                @Published var path: [Stray] = []
                @Published var shown: Stray?
                let updates = PassthroughSubject<Stray, Never>()
                func go() { path.append(.nowhere); shown = .nowhere; updates.send() }
            }
            struct Page: View {
                @StateObject var model = Model()
                var body: some View {
                    NavigationStack(path: $model.path) {
                        Text("draft")
                            .navigationDestination(for: Stray.self)
                            .sheet(item: $model.shown) { stray in }
                            .onReceive(model.updates) { value in switch value { case .nowhere: Basket.Page() } }
                    }
                }
            }
        }
        """
        let map = try Fixture.map(files)
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Shelf", "Shelf -[push: openBasket]-> Basket", "Shelf -[present: showItem]-> Item"])
    }
}
