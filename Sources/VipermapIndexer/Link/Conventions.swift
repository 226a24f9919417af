import VipermapModel

/// The naming and spelling conventions the facts step and the link rely on, each a named rule: what it decides, and
/// why it holds beyond the app it was first seen in. `ConventionsTests` shows, rule by rule, names where it fires and
/// names where it must not.
///
/// A rule matches words, not substrings: a name is read as its camel-case words (`appCoordinator` is `app`,
/// `Coordinator`), so a navigator word inside another word (`routine`, `overflowMenu`) says nothing.
///
/// This file is the index of the name rules. The big tables stay beside the code that reads them on every type name
/// (moving them would put a hop in the link's hottest loop and split their byte-level twins from them):
/// - module and role from a type's name: ``ModuleNaming/concreteSuffixes``, ``ModuleNaming/protocolSuffixes``,
///   ``ModuleNaming/namespacedRoles``, ``ModuleNaming/protocolRoleWords`` with ``ModuleNaming/protocolTails`` and
///   ``ModuleNaming/viewTails``, ``ModuleNaming/interfaceNamed(_:)`` (`IAppRouter`);
/// - what no module is named: ``ModuleNaming/baseNames``, ``ModuleNaming/frameworkPrefixes``,
///   ``ModuleNaming/testDoublePrefixes`` and ``ModuleNaming/testDoubleSuffixes``, ``ModuleNaming/foreignConformances``,
///   ``ModuleNaming/transitionWords`` (`PushRouter`), ``ModuleNaming/endsWithBaseWord(_:)`` (`KamuBase`);
/// - launch infrastructure: ``ModuleNaming/launchNames`` and ``ModuleNaming/isLaunchType(_:)``;
/// - folders: ``Linker/containers``, ``Linker/genericFolders``, ``Linker/ownFolderSuffixes``.
enum Conventions {
    // MARK: Navigators

    /// Words that make a receiver's name a navigator's (`router`, `_wireframe`, `appCoordinator`, `flowController`):
    /// the words every VIPER dialect and coordinator library names the object that shows screens by, with their
    /// plurals and verb forms (`routes`, `routing`). Matched as whole words, ignoring case: `routine`, `overflowMenu`
    /// and `workflow` hold the letters but not the word.
    static let navigatorWords = ["route", "routes", "router", "routers", "routing", "routable", "wireframe", "wireframes",
                                 "coordinator", "coordinators", "navigator", "navigators", "flow", "flows"]
    private static let navigatorWordBytes = navigatorWords.map { Array($0.utf8) }

    /// Whether calls on a receiver of this name are recorded as calls to a navigator (outgoing calls: what fires a
    /// route): it names one by a word of ``navigatorWords``, or it is a presenting service (``isPresentingService(_:)``).
    /// Compared as ASCII bytes: asked for every call on a named receiver.
    static func soundsLikeNavigator(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for start in bytes.indices where isWordStart(bytes, start) {
                for word in navigatorWordBytes where isWord(word, in: bytes, at: start) { return true }
            }
            return false
        } || isPresentingService(name)
    }

    /// `alertPresenter`, `errorPresenter`, `photoPickerPresenter`: a service that presents the SDK's screens for the
    /// module calling it. A module's own presenter is held as `presenter` or `output` in every dialect, and a call to it
    /// shows nothing; a qualified `…Presenter` property is another object's.
    static func isPresentingService(_ name: String) -> Bool {
        name.hasSuffix("Presenter") && name.count > "Presenter".count && name.first?.isLowercase == true
    }

    /// Whether a camel-case word starts at `index`: the name's start, after a non-letter (`_wireframe`), a capital after
    /// a lowercase letter (`appCoordinator`), or the last capital of an acronym before a lowercase letter (`URLRouter`).
    private static func isWordStart(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = bytes[index - 1], current = bytes[index]
        if !NameScan.isUpper(previous) && !NameScan.isLower(previous) { return true }
        guard NameScan.isUpper(current) else { return false }
        if NameScan.isLower(previous) { return true }
        return index + 1 < bytes.count && NameScan.isLower(bytes[index + 1])
    }

    /// Whether `word` (lowercase ASCII) stands at `start` as a whole word, ignoring case: what follows it is no
    /// lowercase letter (`routerInput`, `flow_2`, `FLOW`).
    private static func isWord(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let end = start + word.count
        guard end <= bytes.count else { return false }
        for offset in 0..<word.count {
            var byte = bytes[start + offset]
            if NameScan.isUpper(byte) { byte += 32 }
            if byte != word[offset] { return false }
        }
        return end == bytes.count || !NameScan.isLower(bytes[end])
    }

    // MARK: Module catalogs

    /// Names of enums that list the app's modules by domain (seed 001: `enum AppModules { enum Wallet { case
    /// walletHome } }`). `App…` says the enum is about the app's own parts: no SDK or feature-flag enum is named so.
    static let catalogNames: Set<String> = ["AppModules", "AppModule", "AppScreens"]

    /// A name a catalog may have that other enums have too (feature flags, SDK parts, a namespace of module types): an
    /// enum of this name is a catalog only when its shape says so (``isCatalogByShape(caseModules:declaredModules:)``).
    static let shapedCatalogNames: Set<String> = ["Modules"]

    /// Whether a name is a catalog's or may be one: `AppModules.x.y` is read as a catalog reference, and a type nested
    /// in `Modules` is no module named `Modules`.
    static func isCatalogName(_ name: String) -> Bool {
        catalogNames.contains(name) || shapedCatalogNames.contains(name)
    }

    /// Whether a name alone makes an enum a catalog (``catalogNames``); types nested in one are its domains and
    /// plumbing, never components.
    static func isCatalogByName(_ name: String) -> Bool {
        catalogNames.contains(name)
    }

    /// Whether an enum named like a catalog but not by its name alone (``shapedCatalogNames``) lists modules: at least
    /// half of its cases (in it and its nested enums) name a module the app's types declare. A catalog is written for
    /// the modules the app has, planned ones the few; an enum of feature flags or SDK parts names a screen by chance.
    static func isCatalogByShape(caseModules: [String], declaredModules: Set<String>) -> Bool {
        let declared = caseModules.filter(declaredModules.contains).count
        return declared > 0 && declared * 2 >= caseModules.count
    }

    // MARK: Screens by type name

    /// Whether a value of this type holds a screen: a view controller or a view (`UIViewController`,
    /// `HomeViewController`, RIBs' `ViewControllable`, SwiftUI's `some View`), the app's or the SDK's. UIKit, SwiftUI
    /// and RIBs name every screen type so.
    static func isScreenValueType(_ type: String) -> Bool {
        let simple = NameScan.lastComponent(type, separator: ".") ?? type
        return simple.hasSuffix("Controller") || simple.hasSuffix("View") || simple.hasSuffix("Controllable") || simple == "some View"
    }

    /// Whether a value of this type is a view controller (`UIViewController`, `UINavigationController`, the app's
    /// `HomeViewController`, RIBs' `ViewControllable`): ``isScreenValueType(_:)`` without views, whose names end in
    /// `View` in UIKit (`UIScrollView`, a chart's `LineChartView`) as in SwiftUI. UIKit names every controller so.
    static func isControllerValueType(_ type: String) -> Bool {
        let simple = NameScan.lastComponent(type, separator: ".") ?? type
        return simple.hasSuffix("Controller") || simple.hasSuffix("Controllable")
    }

    /// Words of a protocol's name that say it builds or shows its module (`LoginRouting`, `ProfileModuleBuilder`,
    /// `AccountViewInput`), so that a reference to it is a way into the module; a presenter's or interactor's protocol
    /// is not. Matched anywhere in the name: the role word of a protocol may be followed by any template's tail.
    static let entryProtocolWords = ["Build", "Factory", "Assembl", "Router", "Routing", "Wireframe", "Configurat", "Module",
                                     "View", "Routable"]

    /// Roles through which a module is built or shown: a protocol (contract, module API, interfaces) only when its name
    /// holds an ``entryProtocolWords`` word.
    static func isEntryRole(_ role: ComponentRole, typeName: String) -> Bool {
        switch role {
        case .presenter, .interactor, .entity, .scope:
            return false
        case .contract, .moduleAPI, .interfaces:
            return entryProtocolWords.contains { typeName.contains($0) }
        default:
            return true
        }
    }

    // MARK: Method names

    /// Verbs that start the name of a method that shows something (`showDetail`, `openSettings`, `goToList`): the
    /// verbs routers are named with in every dialect and in UIKit itself.
    static let navigationVerbs = ["show", "start", "open", "navigate", "route", "go", "transition", "present", "push", "perform",
                                  "display", "move", "embed"]

    /// A navigation verb (``navigationVerbs``) as the name's first word (`showDetail`, `present()`, `goToList`,
    /// `open_details`; not `shown`, `openness`, `gone`).
    static func startsWithNavigationVerb(_ name: String) -> Bool {
        for verb in navigationVerbs where name.hasPrefix(verb) {
            let rest = name.dropFirst(verb.count)
            if rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_" { return true }
        }
        return false
    }

    /// The transition an enum case's name says (`.push`, `.modal`, `.root`, `.sheet`, UIKit's `.pageSheet`), ignoring
    /// case: how routing enums of every dialect name their transitions. `.stack`, `.default`, `.none` say none.
    static func transition(ofCaseName name: String) -> Transition? {
        switch name.lowercased() {
        case "push", "navigation": return .push
        // UIKit's `UIModalPresentationStyle` names (`pageSheet`, `formSheet`, `overCurrentContext`) are presentations.
        case "present", "modal", "presentmodally", "sheet", "fullscreen", "fullscreencover", "overfullscreen", "popover",
             "pagesheet", "formsheet", "currentcontext", "overcurrentcontext": return .present
        case "setroot", "root", "replace", "reset", "setrootview": return .setRoot
        case "embed", "child", "inside", "contained": return .embed
        case "show", "showdetail": return .show
        case "dismiss": return .dismiss
        case "pop": return .pop
        default: return nil
        }
    }

    /// The transition a method's leading verb says (`pushDetails` → push, `present()` → present), else unknown: asked only
    /// of a call on a module's part that shows nothing the walk knows (`legendWireframe.present()`).
    static func transition(ofVerb name: String) -> Transition {
        if name.hasPrefix("push") { return .push }
        if name.hasPrefix("present") { return .present }
        if name.hasPrefix("show") { return .show }
        if name.hasPrefix("embed") { return .embed }
        return .unknown
    }

    // MARK: Branch conditions

    /// A comparison with `==` or `!=` at the top level of a branch condition, its operands without the whitespace
    /// around them: `style == .modal`, `style==.modal` and `style ==.modal` are one comparison.
    struct Comparison: Equatable {
        let subject: Substring
        let equal: Bool
        let operand: Substring
    }

    /// The first top-level comparison of a condition kept as source text (``ValueStepFact/branch``), however it is
    /// spaced and whether or not parentheses enclose it; none inside parentheses, brackets or string literals, and
    /// `===`, `!==`, `<=`, `>=` are no comparison.
    static func comparison(in condition: Substring) -> Comparison? {
        // Most conditions compare nothing: no `=`, no scan.
        guard condition.utf8.contains(UInt8(ascii: "=")) else { return nil }
        let condition = withoutEnclosingParentheses(condition)
        let bytes = condition.utf8
        var depth = 0, inString = false, previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index], next = bytes.index(after: index)
            defer { previous = byte; index = next }
            if inString {
                if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "="), UInt8(ascii: "!"):
                guard depth == 0, next != bytes.endIndex, bytes[next] == UInt8(ascii: "="), !isOperatorByte(previous) else { continue }
                let after = bytes.index(after: next)
                guard after == bytes.endIndex || bytes[after] != UInt8(ascii: "=") else { continue }
                return Comparison(subject: trimmed(condition[..<index]), equal: byte == UInt8(ascii: "="),
                                  operand: trimmed(condition[after...]))
            default:
                break
            }
        }
        return nil
    }

    /// `presentType == .root`, `style!=.modal`: a value compared with one case of an enum (the case's name).
    static func caseComparison(in condition: Substring) -> (subject: Substring, caseName: Substring, equal: Bool)? {
        guard let comparison = comparison(in: condition), comparison.operand.first == "." else { return nil }
        let name = comparison.operand.dropFirst()
        guard !name.isEmpty, name.allSatisfy(isIdentifierCharacter) else { return nil }
        return (comparison.subject, name, comparison.equal)
    }

    /// The property a branch condition tests and whether the branch runs when it holds a value: `x.user != nil` (true),
    /// `x.user==nil` (false), `x.signedIn` (true), `!x.signedIn` (false), each negated by `else: `. SwiftUI views switch
    /// on state written so in every app (`if session.user != nil { Home() } else { SignIn() }`).
    static func stateTest(_ branch: String) -> (property: String, whenSet: Bool)? {
        var text = Substring(branch)
        var positive = true
        if text.hasPrefix("else: ") { text = text.dropFirst(6); positive.toggle() }
        var subject = text
        if let comparison = comparison(in: text), comparison.operand == "nil" {
            subject = comparison.subject
            if comparison.equal { positive.toggle() }
        } else if text.hasPrefix("!") {
            subject = text.dropFirst()
            positive.toggle()
        }
        guard !subject.isEmpty, subject.allSatisfy({ isIdentifierCharacter($0) || $0 == "." }),
              let last = subject.split(separator: ".").last, !last.isEmpty, last.first?.isLowercase == true else { return nil }
        return (String(last), positive)
    }

    /// Whether a branch's condition binds `name` to a value (`if let user = result?.user`, `if ready, let user=x.user`):
    /// inside the branch the local holds one, never nil. In an `else: ` branch nothing the condition binds exists.
    static func bindsValue(named name: String, in condition: String) -> Bool {
        guard !condition.hasPrefix("else: ") else { return false }
        return topLevelClauses(Substring(condition)).contains { clause in
            guard clause.hasPrefix("let"), let space = clause.dropFirst(3).first, space.isWhitespace else { return false }
            let rest = trimmed(clause.dropFirst(3))
            guard rest.hasPrefix(name) else { return false }
            let afterName = trimmed(rest.dropFirst(name.count))
            return afterName.first == "=" && afterName.dropFirst().first != "="
        }
    }

    /// The clauses of a condition list (`a, let b = c(d, e)`), split at top-level commas, trimmed.
    private static func topLevelClauses(_ condition: Substring) -> [Substring] {
        var result: [Substring] = []
        var depth = 0, inString = false
        var start = condition.startIndex
        for index in condition.indices {
            let character = condition[index]
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                result.append(trimmed(condition[start..<index]))
                start = condition.index(after: index)
            default: break
            }
        }
        result.append(trimmed(condition[start...]))
        return result
    }

    /// `(style == .modal)` → `style == .modal`: parentheses around the whole condition change nothing.
    private static func withoutEnclosingParentheses(_ condition: Substring) -> Substring {
        var text = trimmed(condition)
        while text.first == "(", text.last == ")", closingParenthesis(of: text) == text.index(before: text.endIndex) {
            text = trimmed(text.dropFirst().dropLast())
        }
        return text
    }

    /// The index of the parenthesis that closes the one `text` starts with.
    private static func closingParenthesis(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        "=!<>&|+-*/%^~?".utf8.contains(byte)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var slice = text
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return slice
    }
}
