/// The Swift sources of one synthetic module (seed 000 dialect), with the lines the map points at.
struct SourceFiles {
    /// Line of `final class X…` in presenter, view controller and interactor files (after the header and import).
    static let classLine = 8
    /// Line of the first `case` of `enum XNavigationOption` in the interfaces file.
    static let firstCaseLine = 9
    /// Line of `setRootWireframe` in the AppDelegate.
    static let appDelegateRootLine = 16

    let interfaces: String
    let wireframe: String
    let presenter: String
    let viewController: String
    let interactor: String
    let wireframeLine: Int
    /// Line of each option's navigation call in the wireframe, in option order.
    let routeLines: [Int]

    init(spec: SyntheticApp.ModuleSpec, modules: [SyntheticApp.ModuleSpec]) {
        let x = spec.name
        func header(_ file: String) -> [String] { ["//", "//  \(file)", "//  Synthetic", "//", "", "import UIKit", ""] }

        var lines = header("\(x)Interfaces.swift") + ["enum \(x)NavigationOption {"]
        lines += spec.options.map { "    case \($0.name)" }
        if let unhandled = spec.unhandledOption { lines.append("    case \(unhandled)") }
        lines += ["}", "",
                  "protocol \(x)WireframeInterface: WireframeInterface {", "    func navigate(to option: \(x)NavigationOption)", "}", "",
                  "protocol \(x)ViewInterface: ViewInterface {", "}", "",
                  "protocol \(x)PresenterInterface: PresenterInterface {"]
        lines += spec.options.map { "    func didSelect\(Self.upper($0.name))()" }
        lines += ["}", "", "protocol \(x)InteractorInterface: InteractorInterface {", "}"]
        interfaces = lines.joined(separator: "\n") + "\n"

        lines = header("\(x)Wireframe.swift")
        wireframeLine = lines.count + 1
        lines += ["final class \(x)Wireframe: BaseWireframe {", "",
                  "    init() {",
                  "        let moduleViewController = \(x)ViewController()",
                  "        super.init(viewController: moduleViewController)", "",
                  "        let interactor = \(x)Interactor()",
                  "        let presenter = \(x)Presenter(wireframe: self, view: moduleViewController, interactor: interactor)",
                  "        moduleViewController.presenter = presenter",
                  "    }", "}", "",
                  "extension \(x)Wireframe: \(x)WireframeInterface {", "",
                  "    func navigate(to option: \(x)NavigationOption) {"]
        var routeLines: [Int] = []
        if spec.options.isEmpty && spec.unhandledOption == nil {
            lines.append("        switch option {}")
        } else {
            lines.append("        switch option {")
            for option in spec.options {
                lines.append("        case .\(option.name):")
                routeLines.append(lines.count + 1)
                let target = "\(modules[option.target].name)Wireframe()"
                switch option.transition {
                case .present: lines.append("            viewController.presentWireframe(\(target))")
                case .setRoot: lines.append("            navigationController?.setRootWireframe(\(target))")
                default: lines.append("            navigationController?.pushWireframe(\(target))")
                }
            }
            if spec.unhandledOption != nil { lines += ["        default:", "            break"] }
            lines.append("        }")
        }
        lines += ["    }", "}"]
        wireframe = lines.joined(separator: "\n") + "\n"
        self.routeLines = routeLines

        lines = header("\(x)Presenter.swift") + [
            "final class \(x)Presenter {", "",
            "    private unowned let _view: \(x)ViewInterface",
            "    private let _interactor: \(x)InteractorInterface",
            "    private let _wireframe: \(x)WireframeInterface", "",
            "    init(wireframe: \(x)WireframeInterface, view: \(x)ViewInterface, interactor: \(x)InteractorInterface) {",
            "        _wireframe = wireframe", "        _view = view", "        _interactor = interactor", "    }", "}", "",
            "extension \(x)Presenter: \(x)PresenterInterface {",
        ]
        for option in spec.options {
            lines += ["", "    func didSelect\(Self.upper(option.name))() {", "        _wireframe.navigate(to: .\(option.name))", "    }"]
        }
        lines.append("}")
        presenter = lines.joined(separator: "\n") + "\n"

        viewController = (header("\(x)ViewController.swift") + [
            "final class \(x)ViewController: UIViewController {", "",
            "    var presenter: \(x)PresenterInterface!", "",
            "    override func viewDidLoad() {", "        super.viewDidLoad()", "    }", "}", "",
            "extension \(x)ViewController: \(x)ViewInterface {", "}",
        ]).joined(separator: "\n") + "\n"

        var body = ["final class \(x)Interactor {"]
        if spec.status == .scaffolded {
            body += ["", "    func load() {", "        fatalError(\"Implementation pending...\")", "    }"]
        }
        body += ["}", "", "extension \(x)Interactor: \(x)InteractorInterface {", "}"]
        interactor = (header("\(x)Interactor.swift") + body).joined(separator: "\n") + "\n"
    }

    static func upper(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    static func appDelegate(entry: String) -> String {
        """
        //
        //  AppDelegate.swift
        //  Synthetic
        //

        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {

            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                let navigationController = UINavigationController()
                navigationController.setRootWireframe(\(entry)Wireframe())
                window.rootViewController = navigationController
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }

        """
    }

    static let baseWireframe = """
        import UIKit

        protocol WireframeInterface: AnyObject {}
        protocol ViewInterface: AnyObject {}
        protocol PresenterInterface: AnyObject {}
        protocol InteractorInterface: AnyObject {}

        class BaseWireframe {
            private unowned var _viewController: UIViewController
            init(viewController: UIViewController) { _viewController = viewController }
            var viewController: UIViewController { _viewController }
            var navigationController: UINavigationController? { viewController.navigationController }
        }

        extension UIViewController {
            func presentWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
                present(wireframe.viewController, animated: animated)
            }
        }

        extension UINavigationController {
            func pushWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
                pushViewController(wireframe.viewController, animated: animated)
            }
            func setRootWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
                setViewControllers([wireframe.viewController], animated: animated)
            }
        }

        """
}
