import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// Children composed with no navigation call (issue 40): a builder handing screens to a container's initializer that
/// adds them, a property whose `didSet` adds what it is given, and the app's own `addSection(.init(controller:))` —
/// an implicit `.init` of the parameter's type — whose body adds the controller: embeds from the parent's module.
@Suite struct ComposedChildrenTests {
    static let app: [String: String] = [
        "A.swift": """
        import UIKit

        final class ContainerViewController: UIViewController {
            private let pages: [UIViewController]
            init(pages: [UIViewController]) {
                self.pages = pages
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                for page in pages { addChild(page); view.addSubview(page.view) }
            }
        }

        final class SectionsView: UIViewController {
            var sections: [UIViewController] = [] {
                didSet { sections.forEach { addChild($0) } }
            }
            func addSection(_ section: Section) { addChild(section.controller) }
        }
        struct Section { let controller: UIViewController }

        final class HubPresenter {}
        final class HubViewController: UIViewController { var presenter: HubPresenter! }
        enum HubBuilder {
            static func build() -> UIViewController {
                let vc = HubViewController()
                vc.presenter = HubPresenter()
                let container = ContainerViewController(pages: [LeafBuilder.build(), BranchBuilder.build()])
                vc.addChild(container)
                return vc
            }
        }
        final class DeskPresenter {}
        final class DeskViewController: UIViewController {
            var presenter: DeskPresenter!
            let sectionsView = SectionsView()
            override func viewDidLoad() {
                super.viewDidLoad()
                sectionsView.sections = [LeafBuilder.build()]
                sectionsView.addSection(.init(controller: BranchBuilder.build()))
            }
        }
        enum DeskBuilder {
            static func build() -> UIViewController { let vc = DeskViewController(); vc.presenter = DeskPresenter(); return vc }
        }
        final class LeafPresenter {}
        final class LeafViewController: UIViewController { var presenter: LeafPresenter! }
        enum LeafBuilder { static func build() -> UIViewController { let vc = LeafViewController(); vc.presenter = LeafPresenter(); return vc } }
        final class BranchPresenter {}
        final class BranchViewController: UIViewController { var presenter: BranchPresenter! }
        enum BranchBuilder { static func build() -> UIViewController { let vc = BranchViewController(); vc.presenter = BranchPresenter(); return vc } }
        """,
    ]

    @Test func childrenHandedToContainersAreEmbedded() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.moduleIDs == ["Branch", "Desk", "Hub", "Leaf"])
        #expect(map.routes(from: "Desk", to: "Branch").map(\.transition) == [.embed])
        #expect(map.routes(from: "Desk", to: "Leaf").map(\.transition) == [.embed])
        #expect(map.routes(from: "Hub", to: "Branch").map(\.transition) == [.embed])
        #expect(map.routes(from: "Hub", to: "Leaf").map(\.transition) == [.embed])
    }

    /// Two methods of the name declaring different types there: which `.init` is meant is not known, so no child.
    @Test func anAmbiguousImplicitInitBuildsNothing() throws {
        var files = Self.app
        files["Other.swift"] = """
        import UIKit
        struct Panel { let controller: UIViewController }
        final class Drawer { func addSection(_ panel: Panel) {} }
        """
        let map = try Fixture.map(files)
        #expect(map.routes(from: "Desk", to: "Branch").isEmpty)
        #expect(map.routes(from: "Desk", to: "Leaf").map(\.transition) == [.embed])
    }

    /// A builder setting an element of a collection its screen keeps (`screen.pages[kind] = Leaf.build()`, served to a
    /// pager the walk does not see add it) composes the child: an embed from the builder's module. An element set on
    /// a router's dictionary, or set to the module's own screen, embeds nothing.
    @Test func anElementSetOnAScreensCollectionIsItsChild() throws {
        var files = Self.app
        files["Shelf.swift"] = """
        import UIKit
        enum Kind: CaseIterable { case near, far }
        final class ShelfPresenter {}
        final class ShelfRouter { var spare: [Kind: UIViewController] = [:] }
        final class ShelfViewController: UIViewController {
            var presenter: ShelfPresenter!
            var pages: [Kind: UIViewController] = [:]
            func page(for kind: Kind) -> UIViewController? { pages[kind] }
        }
        enum ShelfBuilder {
            static func build() -> UIViewController {
                let vc = ShelfViewController()
                vc.presenter = ShelfPresenter()
                Kind.allCases.forEach { vc.pages[$0] = LeafBuilder.build() }
                vc.pages[.far] = vc
                let router = ShelfRouter()
                router.spare[.near] = BranchBuilder.build()
                return vc
            }
        }
        """
        let map = try Fixture.map(files)
        #expect(map.routes(from: "Shelf", to: "Leaf").map(\.transition) == [.embed])
        #expect(map.routes(from: "Shelf", to: "Branch").isEmpty)
        #expect(map.routes(from: "Shelf", to: "Shelf").isEmpty)
    }
}
