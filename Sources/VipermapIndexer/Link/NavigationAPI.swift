import VipermapModel

/// What the navigation APIs vipermap knows do — UIKit's, SwiftUI's, RIBs', and the base classes of the VIPER dialects
/// (DESIGN.md) — written once: which call puts a screen up, with which transition, and which value is the screen. The
/// facts step reads it to know which calls to record, the value-flow walk to know where a screen value is shown, the
/// link to know which of the app's methods are navigation primitives (wrappers around these calls, not routes).
///
/// A row is a method with its signature; a call fits a row when its argument labels fit the signature
/// (``Linker/labels(_:fit:)``: parameters with default values and trailing closures may be left out).
enum NavigationAPI {
    /// Whose API a row describes.
    enum Source: String, Sendable {
        case uiKit, ribs
        /// LightRoute (`TransitionHandler.forStoryboard(factory:to:)`): the library's own code, never the app's.
        case lightRoute
        /// `BaseWireframe` of the Infinum dialect (seed 000): apps declare it themselves, or take it from the template.
        case wireframe
        /// Router methods of the VIPER dialects whose screen is the receiver (seeds 001 and 003, Viperit's `Router`).
        case dialect
    }

    /// Which value of the call is the screen.
    enum Shown: Sendable {
        /// The first argument (`pushViewController(details, animated: true)`).
        case firstArgument
        /// The receiver (`router.launch(from: window)`, `module.router.show(from: view)`): a module value built before.
        case receiver
        /// The module whose type the `to:` argument names (LightRoute's `forStoryboard(factory: f, to: CartModuleInput.self)`:
        /// the module's input protocol), with the style the node it returns is given (``lightRouteStyle(_:)``).
        case typeArgument
        /// None: the call goes back (`dismiss`, `popViewController`).
        case none
    }

    struct Call: Sendable {
        /// Base name (`pushViewController`).
        let name: String
        /// Name with argument labels (`pushViewController(_:animated:)`).
        let signature: String
        let transition: Transition
        let shown: Shown
        let source: Source
        /// RIBs' `attachChild`: an embed only when nothing else the walk sees shows the child.
        var attaches = false
        /// `setViewControllers`: the receiver's container decides (a tab bar embeds, a navigation stack is replaced).
        var byContainer = false
        /// Shows only when the receiver is a type the app declares.
        var onAppTypeOnly = false

        /// The argument labels the row is written with, each followed by `:` (`_:sender:`).
        let labels: String

        init(_ signature: String, _ transition: Transition, _ shown: Shown, _ source: Source, attaches: Bool = false,
             byContainer: Bool = false, onAppTypeOnly: Bool = false) {
            self.signature = signature
            name = String(signature.prefix { $0 != "(" })
            labels = String(Linker.writtenLabels(signature))
            self.transition = transition
            self.shown = shown
            self.source = source
            self.attaches = attaches
            self.byContainer = byContainer
            self.onAppTypeOnly = onAppTypeOnly
        }

        /// Whether the walk shows a screen at a call of this row wherever it is made (the platform's and RIBs' calls), or
        /// only where the app declares no method the call runs (a dialect's base class kept in a library): an app that
        /// declares its `BaseWireframe` is followed into it, to the UIKit call that shows the screen.
        var isPlatformSink: Bool { shown != .none && (source == .uiKit || source == .ribs || source == .lightRoute) }

        /// Whether the call is one of UIKit's ways back (`dismiss`, `popViewController`): a route back wherever it is made.
        var isPlatformBack: Bool { shown == .none && source == .uiKit }
    }

    /// Every row.
    static let calls: [Call] = [
        Call("pushViewController(_:animated:)", .push, .firstArgument, .uiKit),
        Call("present(_:animated:completion:)", .present, .firstArgument, .uiKit),
        Call("show(_:sender:)", .show, .firstArgument, .uiKit),
        Call("showDetailViewController(_:sender:)", .show, .firstArgument, .uiKit),
        Call("setViewControllers(_:animated:)", .embed, .firstArgument, .uiKit, byContainer: true),
        // The app's `UIPageViewController` subclass: the pages it sets are its children. (On a page view controller of
        // UIKit's held by a screen, the walk cannot tell whose pages they are.)
        Call("setViewControllers(_:direction:animated:completion:)", .embed, .firstArgument, .uiKit, onAppTypeOnly: true),
        Call("addChild(_:)", .embed, .firstArgument, .uiKit),
        // UIKit's name for `addChild(_:)` before Swift 4.2.
        Call("addChildViewController(_:)", .embed, .firstArgument, .uiKit),
        Call("popViewController(animated:)", .pop, .none, .uiKit),
        Call("popToRootViewController(animated:)", .pop, .none, .uiKit),
        Call("popToViewController(_:animated:)", .pop, .none, .uiKit),
        Call("dismiss(animated:completion:)", .dismiss, .none, .uiKit),
        // RIBs (`Router.attachChild(_:)`): the child RIB is attached to this one — an embed, unless the code shows the
        // child's view another way too (then that way is the route).
        Call("attachChild(_:)", .embed, .firstArgument, .ribs, attaches: true),
        // RIBs (uber/RIBs `LaunchRouting`, ModernRIBs): sets the window's root to the router's view controller.
        Call("launch(from:)", .setRoot, .receiver, .ribs),
        // LightRoute: `transitionHandler.forStoryboard(factory: f, to: CartModuleInput.self).to(preferred:
        // .navigation(style: .push)).then { … }` shows the module whose input protocol `to:` names; it presents unless
        // the node is given another style. `resterationId` is the label's spelling before LightRoute 2.
        Call("forStoryboard(factory:to:)", .present, .typeArgument, .lightRoute),
        Call("forCurrentStoryboard(restorationId:to:)", .present, .typeArgument, .lightRoute),
        Call("forCurrentStoryboard(resterationId:to:)", .present, .typeArgument, .lightRoute),
        Call("forSegue(identifier:to:)", .present, .typeArgument, .lightRoute),
        Call("pushWireframe(_:animated:)", .push, .firstArgument, .wireframe),
        Call("presentWireframe(_:animated:completion:)", .present, .firstArgument, .wireframe),
        Call("setRootWireframe(_:animated:)", .setRoot, .firstArgument, .wireframe),
        Call("embedWireframe(_:)", .embed, .firstArgument, .wireframe),
        Call("popWireframe(animated:)", .pop, .none, .wireframe),
        Call("dismissWireframe(animated:completion:)", .dismiss, .none, .wireframe),
        // Viperit's `RouterProtocol` (a module built from the catalog, `AppModules.x.build()`, is shown by its router).
        Call("show(inWindow:embedInNavController:setupData:makeKeyAndVisible:)", .setRoot, .receiver, .dialect),
        Call("show(from:embedInNavController:setupData:)", .show, .receiver, .dialect),
        Call("show(from:insideView:setupData:)", .embed, .receiver, .dialect),
        Call("present(from:embedInNavController:presentationStyle:transitionStyle:setupData:completion:)", .present, .receiver, .dialect),
        Call("addAsChildView(ofView:insideContainer:)", .embed, .receiver, .dialect),
        // The module catalog's router (seed 001): `AppModules.Wallet.walletActivity.build()?.router.present(withPushfrom: self)`.
        Call("present(withPushfrom:)", .push, .receiver, .dialect),
        Call("present(withPushFrom:)", .push, .receiver, .dialect),
        Call("present(from:insideView:)", .embed, .receiver, .dialect),
    ]

    /// Methods a module catalog's library declares on each of the catalog's cases (Viperit's `ViperitModule.build()`,
    /// seed 001's `AppModules` cases): `AppModules.cart.build()` builds the module the case names.
    static let catalogBuilders: Set<String> = ["build"]

    /// Rows by base name, in table order.
    static let callsByName: [String: [Call]] = Dictionary(grouping: calls, by: \.name)

    /// The row a call of `name` with argument `labels` (each followed by `:`, as ``OutgoingCallFact/labels``) fits.
    static func call(_ name: String, labels: String) -> Call? {
        callsByName[name]?.first { Linker.labels(labels, fit: $0.signature) }
    }

    /// Whether a call of `name` is one of the platform's or RIBs' navigation calls (``Call/isPlatformSink``): a call
    /// the walk does not look up among the app's methods by name.
    static func isPlatformSinkName(_ name: String) -> Bool {
        platformSinkNames.contains(name)
    }
    /// Asked several times for every call the walk dispatches: worked out once.
    private static let platformSinkNames: Set<String> = Set(calls.filter(\.isPlatformSink).map(\.name))

    /// Whether `name` is one of UIKit's ways back (`dismiss`, `popViewController`): a route back wherever it is called.
    static func isPlatformBackName(_ name: String) -> Bool {
        platformBackNames.contains(name)
    }
    private static let platformBackNames: Set<String> = Set(calls.filter(\.isPlatformBack).map(\.name))

    /// UIViewController's properties that give the container a screen is in, with the container's UIKit type
    /// (`viewController.navigationController?.setViewControllers([x], …)` replaces a navigation stack).
    static let containerProperties: [String: String] = [
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
    ]

    /// UITabBarController's properties that give its tabs' view controllers (`tabs.selectedViewController`): what is set
    /// on one of them (a navigation stack's `setViewControllers`) is that tab's content, embedded in the tab bar.
    static let tabProperties: Set<String> = ["selectedViewController", "viewControllers", "customizableViewControllers"]

    /// SwiftUI's result builders: a function or property marked with one (`@ViewBuilder func view(for:) -> some View`)
    /// returns what each of its expression statements builds, in whichever branch runs.
    static let resultBuilders: Set<String> = ["ViewBuilder", "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder",
                                              "SwiftUI.ViewBuilder", "SwiftUI.SceneBuilder"]

    /// SwiftUI's property wrappers that hold the app's delegate of the type they are given
    /// (`@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`).
    static let delegateAdaptors: Set<String> = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"]

    /// The verbs the dialects' helpers take (`XRouterInput.push(from:)`, `present(withPushfrom:)`, a router protocol
    /// extension's `setRoot(_:)`).
    static let dialectVerbs: Set<String> = ["push", "present", "show", "embed", "pop", "setRoot"]

    /// Names of the navigation calls the facts step reads a transition from (``FactsVisitor``), and names an app gives
    /// its own navigation primitives — a `BaseWireframe`'s `pushWireframe(_:)`, a router protocol extension's
    /// `push(_:)` around UIKit's calls. Every row's name but RIBs' and LightRoute's (only the walk follows those), and
    /// the dialects' verbs.
    static let navigationNames: Set<String> = Set(calls.filter { $0.source != .ribs && $0.source != .lightRoute }.map(\.name))
        .union(dialectVerbs)

    /// XCoordinator (`router.trigger(.detail(id))`): the library runs the app's coordinator's
    /// `prepareTransition(for:)` with the route triggered, and performs the transition it returns — `.push(screen)`,
    /// `.present(screen)`, `.set([screens])` (the navigation stack replaced), `.embed(screen, in: container)`,
    /// `.show(screen)`, `.showDetail(screen)`, `.select(screen)` (a tab), `.dismiss()`, `.pop()`, `.popToRoot()`
    /// (XCoordinator's `Transition` documentation). The first argument is the screen.
    static let xCoordinatorTrigger = "trigger"
    static let xCoordinatorPrepare = "prepareTransition(for:)"
    static let xCoordinatorTransitions: [String: Transition] = [
        "push": .push, "present": .present, "set": .setRoot, "embed": .embed, "show": .show, "showDetail": .show,
        "select": .embed, "dismiss": .dismiss, "dismissToRoot": .dismiss, "pop": .pop, "popToRoot": .pop,
    ]

    /// RxFlow: a stepper's `steps.accept(AppStep.detail(id))` makes the flow coordinator call `navigate(to:)` of the
    /// app's `Flow` with that step; what that navigation shows is shown (RxFlow's `Stepper`, `Flow` documentation).
    static let rxFlowSteps = "steps"
    static let rxFlowNavigate = "navigate(to:)"
    static let rxFlowProtocol = "Flow"

    /// The style a LightRoute node is given (`node.to(preferred: .navigation(style: .push))`, `.to(preferred: .present)`):
    /// the innermost case that names a transition other than a way back; nil when none does.
    static func lightRouteStyle(_ argument: ValueFact) -> Transition? {
        switch argument {
        case .implicitMember(let name):
            return Conventions.transition(ofCaseName: name).flatMap { $0.isBack ? nil : $0 }
        case .call(let callee, _, let arguments):
            for inner in arguments.reversed() { if let found = lightRouteStyle(inner) { return found } }
            return lightRouteStyle(callee)
        default:
            return nil
        }
    }
}
