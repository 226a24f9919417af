import Foundation
import Testing
@testable import VipermapIndexer

/// One test per kind of fact read from one file (issue 39): each asserts the values extracted, by name and line.
///
/// Sources mark lines with `1️⃣`, `2️⃣`… (removed before parsing); ``Marked/line(_:)`` is the line a marker stood on.
@Suite struct FactsContentTests {
    /// The facts of an inline Swift source, its markers removed, with the line of each marker.
    struct Marked {
        let facts: FileFacts
        let lines: [String: Int]

        init(_ source: String, path: String = "Feature/Sample.swift") {
            var text = source
            var lines: [String: Int] = [:]
            for marker in Fixture.markers where text.contains(marker) {
                lines[marker] = text.components(separatedBy: marker)[0].components(separatedBy: "\n").count
                text = text.replacingOccurrences(of: marker, with: "")
            }
            self.lines = lines
            facts = FactExtractor.facts(path: path, data: Data(text.utf8))
        }

        func line(_ marker: String) -> Int { lines[marker] ?? -1 }

        /// `rows` with each marker replaced by the line it stood on (`"todo 1️⃣ Owner"` → `"todo 2 Owner"`).
        func lined(_ rows: [String]) -> [String] {
            rows.map { row in lines.reduce(row) { $0.replacingOccurrences(of: $1.key, with: String($1.value)) } }
        }

        func type(_ name: String, _ kind: TypeFact.Kind? = nil) throws -> TypeFact {
            try #require(facts.types.first { $0.qualifiedName == name && (kind == nil || $0.kind == kind) })
        }

        func function(_ name: String, owner: String? = nil) throws -> FunctionFact {
            try #require(facts.functions.first { $0.name == name && (owner == nil || $0.owner == owner) })
        }
    }

    // MARK: - Referenced names

    /// The names the code refers to that the value facts do not keep — in a property's closure, an operator's operand,
    /// `#selector(…)`, an implicit member — and none they keep (`button.addTarget`) or the code only declares (a
    /// method, a property, a parameter, a type).
    @Test func referencedNamesAreTheNamesTheValueFactsLose() throws {
        let marked = Marked("""
        import UIKit
        final class Shelf {
            private lazy var help: () -> Void = { [weak self] in self?.showHelp() }
            func declaredOnly(count: Int) -> Bool { check() == true }
            func wire(_ button: UIButton) { button.addTarget(self, action: #selector(tapped), for: .touchUpInside) }
        }
        """)
        #expect(marked.facts.referencedNames == ["check", "showHelp", "tapped", "touchUpInside"])
    }

    // MARK: - TypeFact

    @Test func typeKindsQualifiedNamesAndInheritance() throws {
        let file = Marked("""
        1️⃣final class LoginPresenter: BasePresenter<LoginView>, LoginPresenting {}
        2️⃣struct LoginState: Equatable {}
        3️⃣enum Login {
            4️⃣final class Presenter: NSObject {}
        }
        5️⃣protocol LoginRouting: AnyObject {}
        6️⃣actor LoginStore {}
        7️⃣extension LoginPresenter: LoginInteractorOutput {}
        """)
        #expect(file.facts.types.map { "\($0.kind.rawValue) \($0.qualifiedName) \($0.line) \($0.inherits)" } == file.lined([
            "class LoginPresenter 1️⃣ [\"BasePresenter\", \"LoginPresenting\"]",
            "struct LoginState 2️⃣ [\"Equatable\"]",
            "enum Login 3️⃣ []",
            "class Login.Presenter 4️⃣ [\"NSObject\"]",
            "protocol LoginRouting 5️⃣ [\"AnyObject\"]",
            "actor LoginStore 6️⃣ []",
            "extension LoginPresenter 7️⃣ [\"LoginInteractorOutput\"]",
        ]))
        let nested = try file.type("Login.Presenter")
        #expect(nested.simpleName == "Presenter")
        #expect(nested.parentName == "Login")
    }

    @Test func genericParametersCasesAndObjcName() throws {
        let file = Marked("""
        class ShelfWireframe<Screen: UIViewController, Model> {}
        enum ShelfRoute {
            case 1️⃣details(id: Int), 2️⃣settings
            case 3️⃣back
        }
        @objc(QSShelfViewController)
        final class ShelfViewController: UIViewController {}
        """)
        #expect(try file.type("ShelfWireframe").genericParameters == ["Screen", "Model"])
        #expect(try file.type("ShelfRoute").cases.map { "\($0.name) \($0.line)" } == file.lined([
            "details 1️⃣", "settings 2️⃣", "back 3️⃣",
        ]))
        #expect(try file.type("ShelfViewController").objcName == "QSShelfViewController")
        #expect(try file.type("ShelfWireframe").objcName == nil)
    }

    @Test func properties() throws {
        let file = Marked("""
        final class PantryPresenter {
            weak var view: PantryView?
            var items: Array<PantryItem> = []
            let builder = PantryBuilder()
            lazy var router: PantryRouting = PantryRouter(owner: self)
            var model: (any PantryModel)!
            var pair: (PantryModel, Int)?
            @UIApplicationDelegateAdaptor(PantryDelegate.self) var delegate
        }
        """)
        let properties = try file.type("PantryPresenter").properties
        // A type in parentheses is that type (`(any PantryModel)!`); a tuple of two is not one type.
        #expect(properties.map { "\($0.name) \($0.typeName ?? "-")" } == [
            "view PantryView", "items Array", "builder -", "router PantryRouting", "model PantryModel", "pair (PantryModel, Int)",
            // SwiftUI's delegate adaptor: the property holds a delegate of the type it is given.
            "delegate PantryDelegate",
        ])
        #expect(properties.map(\.value) == [
            nil,
            .collection([]),
            .call(.name("PantryBuilder"), labels: "", arguments: []),
            .call(.name("PantryRouter"), labels: "owner:", arguments: [.selfValue]),
            nil,
            nil,
            nil,
        ])
    }

    @Test func protocolRequirementsAndWhereClauses() throws {
        let file = Marked("""
        protocol CellarWireframe: AnyObject {
            1️⃣func openBottle(id: Int)
            var title: String { get }
            2️⃣func close()
            3️⃣func make(_ parent: UIViewController?, context: CellarContext) -> (any CellarScreen)?
        }
        extension CellarWireframe {
            func close() {}
        }
        extension Collection where Element == Bottle {}
        extension CellarPresenter {}
        """)
        #expect(try file.type("CellarWireframe", .protocol).requirements.map { "\($0.name) \($0.line) \($0.signature) \($0.returnType ?? "-")" }
            == file.lined(["openBottle 1️⃣ openBottle(id:) -", "close 2️⃣ close() -", "make 3️⃣ make(_:context:) CellarScreen"]))
        // Only a written `where` sets it: a protocol extension without one says so in its functions' `inProtocolExtension`.
        #expect(try !file.type("CellarWireframe", .extension).hasWhereClause)
        #expect(try file.function("close", owner: "CellarWireframe").inProtocolExtension)
        #expect(try file.type("Collection", .extension).hasWhereClause)
        #expect(try !file.type("CellarPresenter", .extension).hasWhereClause)
    }

    /// A protocol's `{ get set }` requirement is no code: no getter function, only the property's type (a getter
    /// returning a value of its declared type would stand for every adopter's property). A computed property is one.
    @Test func propertyRequirementsAreNoGetters() throws {
        let file = Marked("""
        protocol Presentable: AnyObject {
            associatedtype Router
            var router: Router? { get set }
        }
        final class CellarPresenter {
            var title: String { "Cellar" }
        }
        """)
        #expect(!file.facts.functions.contains { $0.name == "router" })
        #expect(try file.function("title", owner: "CellarPresenter").returnType == "String")
    }

    /// A `typealias` a type declares names that type within it — in properties, parameters, returns and locals
    /// (`typealias Router = CellarRouting` in a presenter: `var router: Router?` is a `CellarRouting`); a generic alias,
    /// an alias of another type and the name outside the type keep what is written.
    @Test func typeAliasesOfTheEnclosingType() throws {
        let file = Marked("""
        final class CellarPresenter: Presentable {
            typealias Router = CellarRouting
            typealias Handler<T> = (T) -> Void
            var router: Router?
            var done: Handler<Int>?
            func attach(_ router: Router) -> Router { let next: Router = router; return next }
            final class Inner { var router: Router? }
        }
        final class AtticPresenter { var router: Router? }
        """)
        let cellar = try file.type("CellarPresenter")
        #expect(cellar.properties.map { "\($0.name) \($0.typeName ?? "-")" } == ["router CellarRouting", "done Handler"])
        let attach = try file.function("attach", owner: "CellarPresenter")
        #expect(attach.parameterTypes == ["CellarRouting"])
        #expect(attach.returnType == "CellarRouting")
        #expect(attach.steps.first { $0.name == "next" }?.value == .typed(.name("router"), "CellarRouting"))
        #expect(try file.type("CellarPresenter.Inner").properties.map(\.typeName) == ["CellarRouting"])
        #expect(try file.type("AtticPresenter").properties.map(\.typeName) == ["Router"])
    }

    // MARK: - FunctionFact

    @Test func functionShapes() throws {
        let file = Marked("""
        final class AtlasPresenter {
            1️⃣func didSelect(with email: String, _ password: Secret?) {
                router.open()
            }
            private static func make() -> AtlasView? { AtlasView() }
            func viewDidLoad() {}
            init(router: AtlasRouting) {}
            func instantiate<Screen: UIViewController, Key>(_ key: Key) -> Screen { fatalError() }
        }
        protocol AtlasOutput {}
        extension AtlasOutput {
            func finish() {}
        }
        func freeHelper() {}
        """)
        let select = try file.function("didSelect")
        #expect("\(select.owner ?? "-") \(select.signature) \(select.line)" == "AtlasPresenter didSelect(with:_:) \(file.line("1️⃣"))")
        #expect(select.parameters == ["email", "password"])
        #expect(select.parameterTypes == ["String", "Secret"])
        #expect(!select.isPrivate && !select.isStatic && !select.isEmpty && !select.inProtocolExtension)
        #expect(select.returnType == nil)

        let make = try file.function("make")
        #expect(make.isPrivate && make.isStatic && !make.isEmpty)
        #expect(make.returnType == "AtlasView")
        #expect(try file.function("viewDidLoad").isEmpty)
        #expect(try file.function("init").signature == "init(router:)")
        #expect(try file.function("finish").inProtocolExtension)
        #expect(try file.function("finish").owner == "AtlasOutput")
        #expect(try file.function("freeHelper").owner == nil)
        #expect(try file.function("instantiate").genericParameters == ["Screen", "Key"])
        #expect(try file.function("instantiate").returnType == "Screen")
        #expect(select.genericParameters.isEmpty)
    }

    /// A stored property whose initial value is an immediately called closure is also a getter of its type (the
    /// closure runs when the property is first read); any other initial value stays the property's value.
    @Test func initialValuesOfClosuresAreGetters() throws {
        let file = Marked("""
        final class DockFlow {
            1️⃣lazy var root: UIViewController = {
                let navigation = UINavigationController()
                return navigation
            }()
            static let shared: Registry = { Registry() }()
            var title = Label()
        }
        """)
        let root = try file.function("root")
        #expect("\(root.owner ?? "-") \(root.signature) \(root.line) \(root.returnType ?? "-")" == "DockFlow root \(file.line("1️⃣")) UIViewController")
        #expect(root.isInitialValue && !root.isStatic)
        #expect(root.steps.map { "\($0.kind) \($0.value.sourceText) \($0.closure.map(String.init) ?? "-") \($0.declares)" }
            == ["returns { … }() - false", "bind UINavigationController() 0 true", "evaluate navigation 0 false"])
        let shared = try file.function("shared")
        #expect(shared.isInitialValue && shared.isStatic)
        let type = try #require(file.facts.types.first)
        #expect(type.properties.map { "\($0.name) \($0.value?.sourceText ?? "-")" } == ["root -", "shared -", "title Label()"])
        #expect(!file.facts.functions.contains { $0.name == "title" })
    }

    /// A closure knows the closure it is written in; a step, the closure it is written in and whether it declares its
    /// name there (`let`) or assigns a local declared outside.
    @Test func closureScopes() throws {
        let file = Marked("""
        final class DockRouter {
            func route() {
                var last: UIViewController?
                run {
                    let screen = Quay()
                    last = screen
                    run { let inner = screen }
                }
            }
        }
        """)
        let route = try file.function("route")
        #expect(route.closures.map { $0.parent.map(String.init) ?? "-" } == ["-", "0"])
        #expect(route.steps.filter { $0.kind == .bind }.map { "\($0.name ?? "-") \($0.closure.map(String.init) ?? "-") \($0.declares)" }
            == ["last - true", "screen 0 true", "last 0 false", "inner 1 true"])
    }

    /// A parameter's default value is kept with its structure, one per parameter (nil: none); none at all when no
    /// parameter has one.
    @Test func parameterDefaults() throws {
        let file = Marked("""
        final class MoverRouter {
            func move(_ target: UIViewController, drop: Drop = .none, animated: Bool = true, title: String) {}
            func plain(_ target: UIViewController) {}
        }
        """)
        #expect(try file.function("move").parameterDefaults == [nil, .implicitMember("none"), .literal("true"), nil])
        #expect(try file.function("plain").parameterDefaults.isEmpty)
    }

    @Test func switchCases() throws {
        let file = Marked("""
        final class HarbourRouter {
            func navigate(to route: HarbourRoute) {
                switch route {
                1️⃣case .dock, .pier:
                    show(DockBuilder.make())
                2️⃣case .details(let id):
                    break
                3️⃣default:
                    log()
                }
            }
        }
        """)
        #expect(try file.function("navigate").switchCases.map { "\($0.labels) \($0.line) \($0.isEmpty)" } == file.lined([
            "[\"dock\", \"pier\"] 1️⃣ false",
            "[\"details\"] 2️⃣ true",
            "[\"default\"] 3️⃣ false",
        ]))
    }

    // MARK: - ValueStepFact

    /// A ternary in an operator sequence (`n > 0 ? a : b`, unfolded by the parser) is either branch, nested to the
    /// right; everything right of an assignment is the value assigned.
    @Test func ternariesInOperatorSequences() throws {
        let file = Marked("""
        final class SpinRouter {
            func spin(_ n: Int) -> UIViewController { n > 0 ? spin(n - 1) : SpinBuilder.build() }
            func pick(_ n: Int) {
                screen = n == 0 ? first : n == 1 ? second : third
            }
        }
        """)
        let spin = try file.function("spin")
        #expect(spin.steps.map(\.kind) == [.returns])
        #expect(spin.steps.first?.value == .either([
            .call(.name("spin"), labels: "_:", arguments: [.opaque]),
            .call(.member(.name("SpinBuilder"), "build"), labels: "", arguments: []),
        ]))
        let pick = try file.function("pick")
        #expect(pick.steps.map(\.kind) == [.assign])
        #expect(pick.steps.first?.target == .name("screen"))
        #expect(pick.steps.first?.value == .either([.name("first"), .either([.name("second"), .name("third")])]))
    }

    @Test func stepKinds() throws {
        let file = Marked("""
        final class OrchardRouter {
            func start() -> UIViewController {
                1️⃣let screen = OrchardBuilder.build()
                2️⃣window.rootViewController = screen
                3️⃣screen.load()
                4️⃣return screen
            }
        }
        """)
        let steps = try file.function("start").steps
        #expect(steps.map { "\($0.kind) \($0.name ?? "-") \($0.line)" } == file.lined([
            "bind screen 1️⃣", "assign - 2️⃣",
            "evaluate - 3️⃣", "returns - 4️⃣",
        ]))
        #expect(steps.map(\.target) == [nil, .member(.name("window"), "rootViewController"), nil, nil])
        #expect(steps.map(\.value) == [
            .call(.member(.name("OrchardBuilder"), "build"), labels: "", arguments: []),
            .name("screen"),
            .call(.member(.name("screen"), "load"), labels: "", arguments: []),
            .name("screen"),
        ])
    }

    @Test func stepBranches() throws {
        let file = Marked("""
        final class GroveRouter {
            func route(_ destination: GroveDestination) {
                guard session.isReady else {
                    1️⃣wait()
                    return
                }
                if let user = session.user {
                    switch destination {
                    case .profile:
                        2️⃣show(user)
                    default:
                        break
                    }
                } else {
                    3️⃣login()
                }
            }
        }
        """)
        let steps = try file.function("route").steps
        func step(_ marker: String) throws -> ValueStepFact {
            try #require(steps.first { $0.line == file.line(marker) })
        }
        #expect(try step("1️⃣").branch == "else: session.isReady")
        #expect(try step("1️⃣").subject == nil)
        let nested = try step("2️⃣")
        #expect("\(nested.branch ?? "-") \(nested.subject ?? "-")" == "case .profile: destination")
        #expect(nested.outerBranches == ["let user = session.user"])
        #expect(nested.outerSubjects == [""])
        #expect(try step("3️⃣").branch == "else: let user = session.user")
        #expect(try step("3️⃣").outerBranches == [])
    }

    @Test func stepConditions() throws {
        let file = Marked("""
        final class GroveRouter {
            func openMenu() {
                1️⃣prepare()
                #if DEBUG
                2️⃣show(DebugMenuBuilder.build())
                #elseif STAGING
                3️⃣show(StagingBuilder.build())
                #else
                4️⃣show(AboutBuilder.build())
                #endif
            }
        }
        """)
        let steps = try file.function("openMenu").steps
        #expect(file.lined(steps.map { "\($0.line) \($0.condition ?? "-")" }) == file.lined([
            "1️⃣ -", "2️⃣ DEBUG", "3️⃣ !DEBUG && STAGING", "4️⃣ !DEBUG && !STAGING",
        ]))
    }

    // MARK: - ValueFact

    /// The value of the one `let probe = …` in `source`'s `sample()`, and that function's facts.
    static func probe(_ expression: String, prelude: String = "") throws -> (value: ValueFact, function: FunctionFact) {
        let file = Marked("""
        final class MeadowPresenter {
            func sample() {
                \(prelude)
                let probe = \(expression)
            }
        }
        """)
        let function = try file.function("sample")
        let step = try #require(function.steps.first { $0.name == "probe" })
        return (step.value, function)
    }

    /// A value written back as Swift (``ValueFact/sourceText``, a route's `target`): names backquoted when they are no
    /// plain identifier, a closure as `{ … }`, what the facts do not keep as `…`.
    @Test func valueSourceText() throws {
        let rows: [(String, String)] = [
            ("factory.makeController(for: item)", "factory.makeController(for: item)"),
            ("`lower case Router`.build()", "`lower case Router`.build()"),
            ("names.map { $0.uppercased() }", "names.map { … }"),
            ("cached ?? makeScreen()", "cached ?? makeScreen()"),
            ("screens[key]", "screens[key]"),
            ("UIAlertController(title: \"Hi\", message: nil, preferredStyle: .alert)",
             "UIAlertController(title: \"Hi\", message: …, preferredStyle: .alert)"),
            ("[first, second]", "[first, second]"),
        ]
        for (expression, written) in rows {
            #expect(try Self.probe(expression).value.sourceText == written, "\(expression)")
        }
    }

    @Test func valueNamesAndMembers() throws {
        #expect(try Self.probe("meadow").value == .name("meadow"))
        #expect(try Self.probe("self").value == .selfValue)
        #expect(try Self.probe("self.router.view").value == .member(.member(.selfValue, "router"), "view"))
        #expect(try Self.probe(".pasture").value == .implicitMember("pasture"))
        #expect(try Self.probe("super.init(target: screen)").value
            == .call(.member(.superValue, "init"), labels: "target:", arguments: [.name("screen")]))
    }

    @Test func valueCalls() throws {
        #expect(try Self.probe("navigation.push(screen, animated: true)").value
            == .call(.member(.name("navigation"), "push"), labels: "_:animated:", arguments: [.name("screen"), .literal("true")]))
        #expect(try Self.probe("MeadowBuilder()").value == .call(.name("MeadowBuilder"), labels: "", arguments: []))
    }

    @Test func valueClosures() throws {
        let (value, function) = try Self.probe("items.map { item in MeadowCell(item: item) }")
        #expect(value == .call(.member(.name("items"), "map"), labels: "", arguments: [.closure(0)]))
        // What a closure gives is also a step of its function (the third: the probe's statement, the closure's
        // parameter, then the closure's statement), whose branches it shares.
        let cell = ValueFact.call(.name("MeadowCell"), labels: "item:", arguments: [.name("item")])
        #expect(function.closures == [ClosureFact(parameters: ["item"], returns: [cell], returnSteps: [2])])
        #expect(function.steps[2].value == cell)
        let shorthand = try Self.probe("screens.forEach { $0.reload() }").function
        let reload = ValueFact.call(.member(.name("$0"), "reload"), labels: "", arguments: [])
        #expect(shorthand.closures == [ClosureFact(parameters: ["$0"], returns: [reload], returnSteps: [2])])
        #expect(shorthand.steps[2].value == reload)
    }

    @Test func valueCollectionsAndElements() throws {
        #expect(try Self.probe("[first, second]").value == .collection([.name("first"), .name("second")]))
        #expect(try Self.probe(#"["Chat": makeChat, "Inbox": makeInbox]"#).value
            == .dictionary(keys: [.literal(#""Chat""#), .literal(#""Inbox""#)], values: [.name("makeChat"), .name("makeInbox")]))
        #expect(try Self.probe(#"screens["Chat"]"#).value == .element(.name("screens"), key: .literal(#""Chat""#)))
    }

    @Test func valueEitherTypedInstanceLiteralOpaque() throws {
        #expect(try Self.probe("cached ?? fresh").value == .call(.name("??"), labels: "_:_:", arguments: [.name("cached"), .name("fresh")]))
        #expect(try Self.probe("isWide ? wide : narrow").value == .either([.name("wide"), .name("narrow")]))
        #expect(try Self.probe("next as? MeadowRouter").value == .typed(.name("next"), "MeadowRouter"))
        #expect(try Self.probe("false").value == .literal("false"))
        #expect(try Self.probe("count + 1").value == .opaque)
        #expect(try Self.probe("42").value == .opaque)
        let annotated = try Self.probe("1", prelude: "let factory: MeadowFactory = container.resolve()").function
        #expect(annotated.steps.first { $0.name == "factory" }?.value
            == .typed(.call(.member(.name("container"), "resolve"), labels: "", arguments: []), "MeadowFactory"))
        let declared = try Self.probe("1", prelude: "var next: MeadowScreen?").function
        #expect(declared.steps.first { $0.name == "next" }?.value == .instance("MeadowScreen"))
    }

    // MARK: - MarkerFact, ProblemFact

    @Test func markers() throws {
        let file = Marked("""
        final class QuarryInteractor {
            1️⃣// TODO: cache the quarry list
            func load() {
                2️⃣// FIXME: retry on failure
            }
        }
        3️⃣// TODO: remove
        """)
        #expect(file.facts.markers.map { "\($0.kind.rawValue) \($0.line) \($0.owner ?? "-")" } == file.lined([
            "todo 1️⃣ QuarryInteractor",
            "fixme 2️⃣ QuarryInteractor",
            "todo 3️⃣ -",
        ]))
    }

    @Test func parseProblem() throws {
        let file = Marked("""
        final class BrokenRouter {
            func open() {
                1️⃣let x = (
            }
        }
        """)
        #expect(file.facts.problems.map { "\($0.rule) \($0.line ?? -1)" } == file.lined(["parseError 1️⃣"]))
        #expect(Marked("struct Fine {}").facts.problems == [])
    }

    // MARK: - StoryboardFacts

    @Test func storyboard() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document initialViewController="nav">
            <scenes>
                <scene><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene><objects>
                    <viewController id="list" customClass="HarvestListViewController" storyboardIdentifier="HarvestList" sceneMemberID="viewController">
                        <connections>
                            <segue destination="detail" kind="show" identifier="showDetail" id="s1"/>
                            <segue destination="help" kind="presentation" id="s2"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene><objects>
                    <viewController id="detail" customClass="HarvestDetailViewController" sceneMemberID="viewController"/>
                    <viewControllerPlaceholder id="help" storyboardName="Help" referencedIdentifier="HelpRoot" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
        let facts = FactExtractor.facts(path: "Harvest/Harvest.storyboard", data: Data(xml.utf8))
        let storyboard = try #require(facts.storyboard)
        #expect(facts.problems == [])
        #expect(storyboard.initialViewController == "nav")
        #expect(storyboard.scenes.map { "\($0.id) \($0.customClass ?? "-") \($0.storyboardIdentifier ?? "-") \($0.line)" } == [
            "nav UINavigationController - 5",
            "list HarvestListViewController HarvestList 10",
            "detail HarvestDetailViewController - 18",
            "help - - 19",
        ])
        #expect(storyboard.scenes.last.map { "\($0.referencedStoryboard ?? "-") \($0.referencedIdentifier ?? "-")" } == "Help HelpRoot")
        #expect(storyboard.segues.map { "\($0.source)->\($0.destination) \($0.kind) \($0.identifier ?? "-") \($0.line)" } == [
            "nav->list relationship - 6", "list->detail show showDetail 12", "list->help presentation - 13",
        ])
    }

    @Test func malformedStoryboard() throws {
        let facts = FactExtractor.facts(path: "Broken.storyboard", data: Data("<document><scenes>".utf8))
        #expect(facts.problems.map(\.rule) == ["malformedStoryboard"])
        #expect(facts.storyboard == StoryboardFacts())
    }
}
