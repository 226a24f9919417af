import Testing
import VipermapModel
@testable import VipermapIndexer

/// Domains from folders where an app groups its modules by feature, and none made up where it does not (issue 21).
@Suite struct FeatureFolderDomainTests {
    static func module(_ name: String) -> String {
        "final class \(name)Router {}\nfinal class \(name)Presenter {}\nfinal class \(name)ViewController: UIViewController {}\n"
    }

    static func domains(_ sources: [String: String]) throws -> Set<String> {
        let fixture = try Fixture(sources)
        defer { fixture.remove() }
        return Set(try fixture.rawMap().modules.map { "\($0.id) \($0.domain ?? "-")" })
    }

    @Test func aModuleAloneInItsFolderBesideGroupsIsAFeatureOfItsOwn() throws {
        #expect(try Self.domains([
            "App/Modules/Settings/Module/Settings.swift": Self.module("Settings"),
            "App/Modules/Settings/Submodules/Units/Units.swift": Self.module("Units"),
            "App/Modules/Settings/Submodules/Privacy/Privacy.swift": Self.module("Privacy"),
            "App/Modules/Sign In/SignIn/SignIn.swift": Self.module("SignIn"),
            "App/Modules/Sign In/Benefits/Benefits.swift": Self.module("Benefits"),
            // Beside the groups, each in a folder of its own (named as the developer named it).
            "App/Modules/About/Presenter/About.swift": Self.module("About"),
            "App/Modules/My Account/Assembly/Account.swift": Self.module("Account"),
            // In the container itself, and in a folder of no container: nothing says where they belong.
            "App/Modules/Loose.swift": Self.module("Loose"),
            "App/Routers/Onboard.swift": Self.module("Onboard"),
        ]) == [
            "Settings Settings", "Units Settings", "Privacy Settings", "SignIn Sign In", "Benefits Sign In",
            "About About", "Account My Account", "Loose -", "Onboard -",
        ])
    }

    @Test func oneStrayGroupAmongManyLooseModulesMakesNoDomainForTheRest() throws {
        var sources: [String: String] = [
            "App/Modules/Wallet/Send/Send.swift": Self.module("Send"),
            "App/Modules/Wallet/Receive/Receive.swift": Self.module("Receive"),
        ]
        let loose = ["Home", "Search", "Profile", "Feed", "Chat"]
        for name in loose { sources["App/Modules/\(name)/\(name).swift"] = Self.module(name) }
        // Two of seven modules grouped: below a third, the app keeps one folder per module.
        #expect(try Self.domains(sources) == Set(loose.map { "\($0) -" } + ["Send Wallet", "Receive Wallet"]))
        // One more grouped module (three of eight, above a third): the loose ones are features of their own.
        sources["App/Modules/Wallet/History/History.swift"] = Self.module("History")
        #expect(try Self.domains(sources) == Set(loose.map { "\($0) \($0)" } + ["Send Wallet", "Receive Wallet", "History Wallet"]))
    }

    @Test func aFolderNamedAsAPlaceForModulesIsNoDomain() throws {
        #expect(try Self.domains([
            "TOTP/ViperModules/AddItem/Module/Interactor/AddItem.swift": Self.module("AddItem"),
            "TOTP/ViperModules/Settings/Module/Interactor/Settings.swift": Self.module("Settings"),
            "TOTP/ViperModules/MainList/Module/Interactor/MainList.swift": Self.module("MainList"),
        ]) == ["AddItem -", "Settings -", "MainList -"])
        // A group folder outside every container is still a group.
        #expect(try Self.domains([
            "App/Flows/Checkout/Cart/Cart.swift": Self.module("Cart"),
            "App/Flows/Checkout/Payment/Payment.swift": Self.module("Payment"),
        ]) == ["Cart Checkout", "Payment Checkout"])
    }
}
