import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// Parts wired together form one module whatever their names (issue 40): a builder named for its screen's class
/// (`KilnViewControllerBuilder` building `KilnViewController`) builds module Kiln; a screen whose name gives no module
/// (`GlazeViewController2`) is its builder's; an object handed to a screen's initializer and returned beside it
/// (`return (view, viewModel)`) is the screen's view model. A `let flag = false` decides an `if flag`.
@Suite struct WiredModuleTests {
    static let app: [String: String] = [
        "AppDelegate.swift": """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UINavigationController(rootViewController: KilnViewControllerBuilder.build())
                return true
            }
        }
        """,
        "KilnViewController.swift": """
        import UIKit

        final class KilnViewController: UIViewController {
            @objc func openGlaze() {
                navigationController?.pushViewController(GlazeBuilder.build(), animated: true)
            }
            @objc func openStats() {
                present(Factory().makeStats().0, animated: true)
            }
        }
        """,
        "KilnViewControllerBuilder.swift": """
        import UIKit

        final class KilnViewControllerBuilder {
            static func build() -> KilnViewController {
                let storyboard = UIStoryboard(name: "kiln", bundle: nil)
                let vc = storyboard.instantiateInitialViewController() as! KilnViewController
                return vc
            }
        }
        """,
        "Glaze.swift": """
        import UIKit

        final class GlazeViewController2: UIViewController {}

        struct GlazeBuilder {
            static func build() -> GlazeViewController2 {
                let vc = GlazeViewController2()
                return vc
            }
        }
        """,
        "Factory.swift": """
        import UIKit

        final class TallyViewModel {}
        final class TallyViewController: UIViewController {
            let viewModel: TallyViewModel
            init(viewModel: TallyViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
        }

        final class Factory {
            func makeStats() -> (UIViewController, TallyViewModel) {
                let viewModel = TallyViewModel()
                let view = TallyViewController(viewModel: viewModel)
                return (view, viewModel)
            }
        }
        """,
    ]

    @Test func partsAFunctionWiresToAScreenAreItsModule() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.moduleIDs == ["Glaze", "Kiln", "Tally"])
        #expect(map.componentSet("Kiln") == [
            "view KilnViewController KilnViewController.swift:3",
            "builder KilnViewControllerBuilder KilnViewControllerBuilder.swift:3",
        ])
        #expect(map.componentSet("Glaze") == ["view GlazeViewController2 Glaze.swift:3", "builder GlazeBuilder Glaze.swift:5"])
        #expect(map.componentSet("Tally") == ["viewModel TallyViewModel Factory.swift:3", "view TallyViewController Factory.swift:4"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Kiln", "Kiln -[push: openGlaze]-> Glaze", "Kiln -[present: openStats]-> Tally"])
    }

    /// A screen built but not returned, an object returned but never handed to the screen, a builder of a system
    /// alert: no module joins another.
    @Test func whatIsNotWiredStaysApart() throws {
        var files = Self.app
        files["Factory.swift"] = files["Factory.swift"]!
            .replacingOccurrences(of: "let view = TallyViewController(viewModel: viewModel)",
                                  with: "let view = TallyViewController(viewModel: TallyViewModel())")
        files["Alert.swift"] = """
        import UIKit

        final class BannerAlert: UIAlertController {}

        final class NoticeBuilder {
            static func build() -> BannerAlert {
                let alert = BannerAlert(title: "t", message: nil, preferredStyle: .alert)
                return alert
            }
        }
        """
        files["Kiln2.swift"] = """
        import UIKit

        final class KilnPanelBuilder {
            static func build() {
                let panel = KilnViewController()
                panel.title = "panel"
            }
        }
        """
        let map = try Fixture.map(files)
        #expect(map.moduleIDs == ["Glaze", "Kiln"])
        #expect(map.componentSet("Kiln") == [
            "view KilnViewController KilnViewController.swift:3",
            "builder KilnViewControllerBuilder KilnViewControllerBuilder.swift:3",
        ])
    }

    /// `let showsIntro = false` then `if showsIntro { … } else { … }`: only the else branch runs at launch.
    @Test func aLocalConstantFlagDecidesItsBranch() throws {
        var files = Self.app
        files["AppDelegate.swift"] = files["AppDelegate.swift"]!.replacingOccurrences(
            of: "window?.rootViewController = UINavigationController(rootViewController: KilnViewControllerBuilder.build())",
            with: """
            let showsIntro = false
                    if showsIntro {
                        window?.rootViewController = GlazeBuilder.build()
                    } else {
                        window?.rootViewController = UINavigationController(rootViewController: KilnViewControllerBuilder.build())
                    }
            """)
        #expect(try Fixture.map(files).entryPoints.map(\.module) == ["Kiln"])
        files["AppDelegate.swift"] = files["AppDelegate.swift"]!.replacingOccurrences(of: "let showsIntro = false", with: "let showsIntro = Bool.random()")
        #expect(Set(try Fixture.map(files).entryPoints.map(\.module)) == ["Glaze", "Kiln"])
    }
}
