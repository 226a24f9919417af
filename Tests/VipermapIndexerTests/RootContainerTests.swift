import Foundation
import Testing
import VipermapIndexer
import VipermapModel

/// A window's root container of no module (`window.rootViewController = ShellViewController()`, whose `shown`
/// property adds what it is given as its child in `willSet`): what launch puts in it is the entry point, and a module
/// setting its `shown` changes the window's root. A wireframe no code names wires nothing and makes no module.
@Suite struct RootContainerTests {
    static func screen(_ name: String, action: String = "") -> String {
        """
        import UIKit
        final class \(name)ViewController: UIViewController {
            var presenter: \(name)Presenter!
            \(action)
        }
        final class \(name)Presenter {}
        enum \(name)Builder {
            static func build() -> \(name)ViewController {
                let vc = \(name)ViewController()
                vc.presenter = \(name)Presenter()
                return vc
            }
        }
        """
    }

    static let app: [String: String] = [
        "AppDelegate.swift": """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
            var shell: ShellViewController { window!.rootViewController as! ShellViewController }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = ShellViewController()
                return true
            }
        }
        """,
        "Shell.swift": """
        import UIKit

        final class ShellViewController: UIViewController {
            var shown: UIViewController! {
                willSet {
                    addChild(newValue)
                    view.addSubview(newValue.view)
                }
            }
            init() {
                super.init(nibName: nil, bundle: nil)
                shown = UINavigationController(rootViewController: GateBuilder.build())
            }
            required init?(coder: NSCoder) { nil }
        }

        struct ShellWireframe {
            weak var viewController: ShellViewController?
            func showGate() { viewController?.shown = GateBuilder.build() }
        }
        """,
        "Gate.swift": screen("Gate", action: """
        @objc func enter() {
                AppDelegate.shared.shell.shown = UINavigationController(rootViewController: YardBuilder.build())
            }
        """),
        "Yard.swift": screen("Yard"),
    ]

    @Test func launchAndRootChangesGoThroughTheShell() throws {
        let map = try Fixture.map(Self.app)
        #expect(map.moduleIDs == ["Gate", "Yard"])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Gate", "Gate -[setRoot: enter]-> Yard"])
        #expect(map.entryPoints.map(\.module) == ["Gate"])
    }

    /// The shell's wireframe named by a property of the shell: wired, so the shell is module Shell again, embedding.
    @Test func aWireframeTheCodeNamesStillMakesItsModule() throws {
        var files = Self.app
        files["Shell.swift"] = files["Shell.swift"]!.replacingOccurrences(
            of: "final class ShellViewController: UIViewController {",
            with: "final class ShellViewController: UIViewController {\n    var wireframe: ShellWireframe?")
        let map = try Fixture.map(files)
        #expect(map.moduleIDs == ["Gate", "Shell", "Yard"])
        #expect(map.entryPoints.map(\.module) == ["Shell"])
        #expect(map.routeSet.contains("Shell -[embed: ∅]-> Gate"))
    }
}
