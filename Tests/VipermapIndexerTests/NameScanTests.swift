import Foundation
import Testing
@testable import VipermapIndexer

/// The link step decides names on UTF-8 bytes when they are plain ASCII and by `Character` otherwise; the
/// two must give the same answer, or a speed-up would change maps. These tests run both on the same names.
@Suite struct NameScanTests {
    /// Names built from the pieces the rules look at: role suffixes, protocol tails, framework and test-double
    /// prefixes, base and launch names, odd casing and separators.
    static let names: [String] = {
        let heads = ["", "Login", "App", "Application", "AppRoot", "Base", "Module", "UI", "UINav", "UIView", "NSObject", "AV", "GADBanner",
                     "Mock", "MockLogin", "Mocked", "Fake", "Spy", "Dummy", "Stub", "login", "X", "Ab", "API", "Api", "SFSafari", "INIntent"]
        let tails = ModuleNaming.concreteSuffixes.map(\.0) + ModuleNaming.protocolSuffixes.map(\.0)
            + ["", "Test", "Tests", "Mock", "Double", "ViewDelegate", "ViewEventHandler", "PresenterInputProtocol", "RouterLogic",
               "ModuleSpec", "InteractorOutput", "Views", "Viewer", "ViewControllerX"]
        var result: [String] = []
        for head in heads {
            for tail in tails { result.append(head + tail) }
        }
        return result + ["", "A", "a", "Z", "View", "ViewView", "LoginViewViewController", "AppDelegate", "SceneDelegate"]
    }()

    @Test func bytesAndCharactersDecideRolesAlike() {
        for name in Self.names {
            for kind in [TypeFact.Kind.class, .struct, .enum, .protocol, .actor, .extension] {
                for allowLaunch in [false, true] {
                    let bytes = ModuleNaming.split(name, kind: kind, allowLaunch: allowLaunch)
                    let characters = ModuleNaming.splitByCharacters(name, kind: kind, allowLaunch: allowLaunch)
                    #expect(bytes?.module == characters?.module && bytes?.role == characters?.role, "\(name) \(kind) \(allowLaunch)")
                }
            }
            #expect(ModuleNaming.role(ofTypeNamed: name) == ModuleNaming.roleByCharacters(ofTypeNamed: name), "\(name)")
            #expect(ModuleNaming.isTestDouble(name) == ModuleNaming.isTestDoubleByCharacters(name), "\(name)")
            #expect(ModuleNaming.isModuleName(name) == ModuleNaming.isModuleNameByCharacters(name), "\(name)")
            #expect(ModuleNaming.isFrameworkName(name) == ModuleNaming.isFrameworkNameByCharacters(name), "\(name)")
        }
        // The rules themselves, on both paths.
        #expect(ModuleNaming.split("LoginViewController", kind: .class)! == ("Login", .view))
        #expect(ModuleNaming.split("PostListInteractorOutputProtocol", kind: .protocol)! == ("PostList", .moduleAPI))
        #expect(ModuleNaming.split("MockLoginRouter", kind: .class) == nil)
        #expect(ModuleNaming.split("UINavigationController", kind: .class) == nil)
        #expect(ModuleNaming.isLaunchType("AppRouter") && ModuleNaming.isLaunchType("ApplicationWireframe"))
        #expect(!ModuleNaming.isLaunchType("LoginRouter") && !ModuleNaming.isLaunchType("AppleRouter"))
    }

    /// The route walk matches a call's labels against every candidate's signature byte by byte; this is the
    /// reading of labels it must keep: each call label in order among the declared ones, the others left out.
    @Test func callLabelsFitSignaturesByBytes() {
        let declared = "present(_:animated:completion:)"
        for (labels, fits) in [("", true), ("_:", true), ("_:animated:", true), ("animated:", true), ("_:completion:", true),
                                ("_:animated:completion:", true), ("completion:animated:", false), ("from:", false), ("_:_:", false)] {
            #expect(Linker.labels(labels, fit: declared) == fits, "\(labels)")
        }
        // No parameter list: a property or getter fits only a call without labels; `::` pieces are no labels.
        #expect(Linker.labels("", fit: "title") && !Linker.labels("x:", fit: "title"))
        #expect(Linker.labels("", fit: "f()") && !Linker.labels("a:", fit: "f()") && !Linker.labels("a:", fit: "f(::)"))
        #expect(Linker.labels("a:", fit: "f(a::)") && Linker.labels("a:b:", fit: "f(a:b)") == false)
        // Non-ASCII labels compare as bytes of the same text.
        #expect(Linker.labels("café:", fit: "order(café:)") && !Linker.labels("cafe:", fit: "order(café:)"))
        #expect(NameScan.endsWith("Feature.LoginView", ".LoginView") && !NameScan.endsWith("LoginView", ".LoginView")
                && NameScan.endsWith("x", "") && !NameScan.endsWith("", "x"))
        #expect(ModuleNaming.isLaunchType("ShopAppRouter") && !ModuleNaming.isLaunchType("ApRouter") && !ModuleNaming.isLaunchType("AplRouter"))
    }

    @Test func namesOutsideASCIITakeTheCharacterPath() {
        // `é` written as e + combining accent: one Character, two scalars.
        let decomposed = "Cafe\u{301}Router"
        #expect(!NameScan.isPlainASCII(decomposed))
        #expect(ModuleNaming.split(decomposed, kind: .class)! == ("Cafe\u{301}", .router))
        #expect(ModuleNaming.split("ÉcranPresenter", kind: .class)! == ("Écran", .presenter))
        #expect(ModuleNaming.split("écranPresenter", kind: .class) == nil)
        #expect(!NameScan.isPlainASCII("Login\tRouter"))
    }

    static let paths = ["", "a", "/", "//", "a/b", "/a/b", "a//b", "a/b/", "Modules/Auth/Login/LoginView.swift", "x.y.z", "x..y", ".x", "x.",
                        "App/Screens/Group/Login/L.swift", "dé/jà/vu.swift", "e\u{301}/x", "/\u{301}x/y", "Modules//Auth/X/Y.swift"]

    @Test func byteSplitsAreStringSplits() {
        for text in Self.paths {
            for separator in ["/", "."] as [Character] {
                #expect(NameScan.components(text, separator: separator) == text.split(separator: separator).map(String.init), "\(text)")
                #expect(NameScan.lastComponent(text, separator: separator) == text.split(separator: separator).last.map(String.init), "\(text)")
                let before = text.lastIndex(of: separator).map { String(text[..<$0]) }
                #expect(NameScan.beforeLast(text, separator: separator) == before, "\(text)")
            }
        }
    }

    @Test func typeNamesAreTheFactsOwn() {
        for name in ["Login", "Login.Router", "A.B.C", "A.", ".A", "A..B", "Café.Vue", "AppDelegate", "X.AppDelegate", "X.AppDelegateY"] {
            let fact = TypeFact(qualifiedName: name, kind: .class, inherits: [], line: 1, memberCount: 0)
            let (simple, parent) = Linker.simpleAndParentName(of: fact)
            #expect(simple == fact.simpleName && parent == fact.parentName, "\(name)")
            #expect(Linker.hasSimpleName(fact, "AppDelegate") == (fact.simpleName == "AppDelegate"), "\(name)")
        }
    }

    @Test func groupFoldersAreTheJoinedPrefixesAfterAContainer() {
        for path in Self.paths + ["Modules/Auth/Login/Sub/LoginView.swift", "App/Modules/Feed/Scenes/List/L.swift", "Modules/L.swift",
                                  "Modules//Auth/Login/L.swift", "/Modules/Auth/L.swift", "Modules/Auth/"]
        where !path.split(separator: "/").isEmpty {
            var folders = path.split(separator: "/").map(String.init)
            folders.removeLast()
            let expected = folders.indices.dropFirst().filter { Linker.containers.contains(folders[$0 - 1]) }
                .map { folders[...$0].joined(separator: "/") }
            #expect(Linker.groupFolders(of: path) == expected, "\(path)")
        }
    }

    @Test func ownFolderMatchesFoundationsCaseInsensitiveComparison() {
        for folder in ["Login", "login", "LOGIN", "Login Module", "login-scene", "Log_in", "LoginFlow", "LoginFeatures", "Logi", "", "Other"] {
            for name in ["Login", "LogIn", "Log_in", "L"] {
                let plain = folder.filter { $0 != " " && $0 != "-" && $0 != "_" }
                let expected = Linker.ownFolderSuffixes.contains { plain.caseInsensitiveCompare(name + $0) == .orderedSame }
                #expect(Linker.isOwnFolderASCII(folder, name: name) == expected, "\(folder) \(name)")
            }
        }
        #expect(Linker.isOwnFolderASCII("Écran", name: "Écran") == nil)
    }
}
