import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// UIKit's `UIPageViewController.setViewControllers(_:direction:animated:completion:)` on the app's page view
/// controller embeds the pages it sets; a screen's own `show(_:)` (one label, where UIKit's `show(_:sender:)` needs
/// two) is the app's method, which Swift picks, not UIKit's.
@Suite struct PageViewControllerTests {
    static func files(pageCall: String, helper: String = "") -> [String: String] {
        [
            "Shelf.swift": """
            import UIKit

            final class ShelfPresenter {}
            final class ShelfViewController: UIPageViewController {
                var presenter: ShelfPresenter!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let page = LeafBuilder.build(index: 0)
                    \(pageCall)
                }
                \(helper)
            }
            final class ShelfBuilder {
                static func build() -> ShelfViewController {
                    let vc = ShelfViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    vc.presenter = ShelfPresenter()
                    return vc
                }
            }
            """,
            "Leaf.swift": """
            import UIKit

            final class LeafPresenter {}
            final class LeafViewController: UIViewController { var presenter: LeafPresenter! }
            final class LeafBuilder {
                static func build(index: Int) -> LeafViewController {
                    let vc = LeafViewController()
                    vc.presenter = LeafPresenter()
                    return vc
                }
            }
            """,
        ]
    }

    @Test func thePagesAPageViewControllerSetsAreEmbedded() throws {
        let map = try Fixture.map(Self.files(pageCall: "setViewControllers([page], direction: .forward, animated: false, completion: nil)"))
        #expect(map.routeSet == ["Shelf -[embed: ∅]-> Leaf"])
    }

    @Test func aScreensOwnShowWithFewerLabelsIsTheApps() throws {
        let own = Self.files(pageCall: "show(page)", helper: """
        func show(_ page: UIViewController) {
                    setViewControllers([page], direction: .forward, animated: true, completion: nil)
                }
        """)
        #expect(try Fixture.map(own).routeSet == ["Shelf -[embed: ∅]-> Leaf"])
        // UIKit's own signature, called as written: UIKit's show.
        let uikit = Self.files(pageCall: "show(page, sender: nil)")
        let uikitMap = try Fixture.map(uikit)
        #expect(uikitMap.routeSet == ["Shelf -[show: viewDidLoad]-> Leaf"])
    }

    /// A page view controller of UIKit's held by a screen: whose pages they are is not known, so no route.
    @Test func pagesOfAPageViewControllerOfUIKitsMakeNoRoute() throws {
        var files = Self.files(pageCall: "pages.setViewControllers([page], direction: .forward, animated: false, completion: nil)",
                               helper: "let pages = UIPageViewController()")
        files["Shelf.swift"] = files["Shelf.swift"]!.replacingOccurrences(of: "final class ShelfViewController: UIPageViewController",
                                                                        with: "final class ShelfViewController: UIViewController")
            .replacingOccurrences(of: "ShelfViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)", with: "ShelfViewController()")
        #expect(try Fixture.map(files).routeSet == [])
    }
}
