import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// A screen sent through a subject (issue 40): `navigator.sheetRequests.send(.pier)` (Combine) hands `.pier` to every
/// `sink` chained on `sheetRequests`; the main screen's subscriber keeps the sheet it maps the case to and sets the
/// property its `.sheet(isPresented:)` is bound to: the sheet's content is presented — from the module whose code sent
/// the value.
@Suite struct PublishedScreenTests {
    static let app: [String: String] = [
        "App.swift": """
        import SwiftUI
        import Combine

        @main
        struct DockApp: App {
            var body: some Scene {
                WindowGroup { Dock.Page(navigator: AppNavigator()) }
            }
        }

        protocol Navigator { var sheetRequests: CurrentValueSubject<Place?, Never> { get } }
        final class AppNavigator: Navigator { let sheetRequests = CurrentValueSubject<Place?, Never>(nil) }

        enum Place {
            case pier, quay
            @ViewBuilder func view(navigator: Navigator) -> some View {
                switch self {
                case .pier: Pier.Page(navigator: navigator)
                case .quay: Quay.Page(navigator: navigator)
                }
            }
            func sheet(navigator: Navigator) -> Dock.Sheet { .init(place: self, view: AnyView(view(navigator: navigator))) }
        }

        class PanelModel: ObservableObject {
            let navigator: Navigator
            init(navigator: Navigator) { self.navigator = navigator }
            func raise(sheet place: Place?) { navigator.sheetRequests.send(place) }
        }

        enum Dock {
            struct Sheet { let place: Place; let view: AnyView }
            final class Model: PanelModel {
                @Published var isSheetUp = false
                private(set) var sheet: Sheet?
                var bag = Set<AnyCancellable>()
                func listen() {
                    navigator.sheetRequests
                        .map { $0?.sheet(navigator: self.navigator) }
                        .receive(on: DispatchQueue.main)
                        .sink { sheet in
                            self.sheet = sheet
                            self.isSheetUp = sheet != nil
                        }
                        .store(in: &bag)
                }
            }
            struct Page: View {
                let navigator: Navigator
                @StateObject var state: Model
                init(navigator: Navigator) { self.navigator = navigator; _state = StateObject(wrappedValue: Model(navigator: navigator)) }
                var body: some View {
                    Harbor.Page(navigator: navigator)
                        .sheet(isPresented: $state.isSheetUp) {
                            NavigationView { self.state.sheet!.view }
                        }
                }
            }
        }
        """,
        "Harbor.swift": """
        import SwiftUI
        enum Harbor {
            final class Model: PanelModel {}
            struct Page: View {
                let navigator: Navigator
                @StateObject var state: Model
                init(navigator: Navigator) { self.navigator = navigator; _state = StateObject(wrappedValue: Model(navigator: navigator)) }
                var body: some View {
                    VStack {
                        Button { state.raise(sheet: .pier) } label: { Text("pier") }
                        Button("quay") { state.raise(sheet: .quay) }
                    }
                }
            }
        }
        """,
        "Pier.swift": Self.plain("Pier"),
        "Quay.swift": Self.plain("Quay"),
    ]

    static func plain(_ name: String) -> String {
        """
        import SwiftUI
        enum \(name) {
            final class Model: PanelModel {}
            struct Page: View {
                let navigator: Navigator
                @StateObject var state: Model
                init(navigator: Navigator) { self.navigator = navigator; _state = StateObject(wrappedValue: Model(navigator: navigator)) }
                var body: some View { Text("none") }
            }
        }
        """
    }

    @Test func aScreenSentToTheSubjectIsPresentedFromTheSender() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Dock", "Dock -[embed: ∅]-> Harbor", "Harbor -[present: ∅]-> Pier", "Harbor -[present: ∅]-> Quay",
        ])
    }

    /// Sending `nil`, or a value of the enum the walk cannot tell (a parameter of its declared type), presents nothing;
    /// a sheet bound to a property no subscriber sets presents nothing either.
    @Test func nothingKnownSentPresentsNothing() throws {
        var files = Self.app
        files["Harbor.swift"] = files["Harbor.swift"]!
            .replacingOccurrences(of: "state.raise(sheet: .pier)", with: "state.raise(sheet: nil)")
            .replacingOccurrences(of: "state.raise(sheet: .quay)", with: "state.pick(Place.allCases.randomElement()!)")
            .replacingOccurrences(of: "final class Model: PanelModel {}",
                                  with: "final class Model: PanelModel { func pick(_ place: Place) { raise(sheet: place) } }")
        files["App.swift"] = files["App.swift"]!.replacingOccurrences(of: "enum Place {", with: "enum Place: CaseIterable {")
        #expect(try Fixture.map(files).routeSet == ["∅ -[setRoot: ∅]-> Dock", "Dock -[embed: ∅]-> Harbor"])
        var unbound = Self.app
        unbound["App.swift"] = unbound["App.swift"]!.replacingOccurrences(of: "self.isSheetUp = sheet != nil", with: "print(sheet as Any)")
        #expect(try Fixture.map(unbound).routeSet == ["∅ -[setRoot: ∅]-> Dock", "Dock -[embed: ∅]-> Harbor"])
    }
}
