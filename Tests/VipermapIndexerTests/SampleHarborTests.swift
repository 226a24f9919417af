import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Harbor sample: a marina and boating app of real size (75 modules in 8 domains) written for issue 21, in
/// the `XRouter`/`XPresenter`/`XViewController`/`XInteractor` dialect with a static `XModuleBuilder.build()`.
/// The scene delegate hands the window to a launch router (`AppLauncher`) that chooses the update wall,
/// onboarding or the tab bar; routers present system screens (alerts, action sheets, share sheets, camera and
/// photo pickers, Safari, mail, document pickers) and the app's own plain view controllers (`Common/Screens`);
/// an app module is named `Alert`; two targets are only known at run time. Expectations are read off the
/// sample's code by docs/indexing.md, not recorded from the indexer.
@Suite struct SampleHarborTests: SampleSuite {
    static let sampleName = "Harbor"
    /// Indexed once for the suite: the sample is large (464 files) and every test reads the same map.
    static let indexed = Result { try map() }

    @Test func modulesAndDomains() throws {
        let map = try Self.indexed.get()
        #expect(Set(map.modules.map { "\($0.id) \($0.domain ?? "-")" }) == [
            // Onboarding (8)
            "ForgotPassword Onboarding", "Permissions Onboarding", "ResetPassword Onboarding", "SignIn Onboarding",
            "SignUp Onboarding", "Tutorial Onboarding", "VerifyPhone Onboarding", "Welcome Onboarding",
            // Shell (5)
            "Alert Shell", "ForceUpdate Shell", "MainTabBar Shell", "Maintenance Shell",
            "WhatsNew Shell",
            // Marinas (12)
            "Amenities Marinas", "BerthAvailability Marinas", "FuelPrices Marinas", "MarinaDetails Marinas",
            "MarinaFilters Marinas", "MarinaGallery Marinas", "MarinaMap Marinas", "MarinaReviews Marinas",
            "MarinaSearch Marinas", "TideTable Marinas", "WeatherForecast Marinas", "WriteReview Marinas",
            // Bookings (11)
            "AddCard Bookings", "BerthPicker Bookings", "BookingCalendar Bookings", "BookingConfirmation Bookings",
            "BookingDetails Bookings", "BookingSummary Bookings", "BookingsList Bookings", "CancelBooking Bookings",
            "Invoice Bookings", "Payment Bookings", "PaymentMethods Bookings",
            // Fleet (10)
            "AddBoat Fleet", "BoatDetails Fleet", "BoatDocuments Fleet", "BoatPhotos Fleet",
            "CrewList Fleet", "EditBoat Fleet", "InsuranceDetails Fleet", "MaintenanceEntry Fleet",
            "MaintenanceLog Fleet", "MyBoats Fleet",
            // Trips (9)
            "CheckIn Trips", "FloatPlan Trips", "PlanTrip Trips", "RouteEditor Trips",
            "TripDetails Trips", "TripHistory Trips", "TripLog Trips", "TripsList Trips",
            "Waypoint Trips",
            // Community (8)
            "Comments Community", "ComposePost Community", "EventDetails Community", "Events Community",
            "Feed Community", "Followers Community", "PostDetails Community", "SailorProfile Community",
            // Account (12)
            "About Account", "ContactSupport Account", "DeleteAccount Account", "EditProfile Account",
            "FAQ Account", "Language Account", "Membership Account", "NotificationSettings Account",
            "Privacy Account", "Profile Account", "Settings Account", "Support Account",
        ])
        #expect(map.modules.count == 75)
        #expect(Set(map.modules.compactMap(\.domain)).count == 8)
    }

    @Test func routesBetweenModules() throws {
        let map = try Self.indexed.get()
        #expect(Set(map.routes.filter { $0.to != nil }.map(Self.describe)) == [
            // launch
            "∅ -[setRoot: ∅]-> ForceUpdate",
            "∅ -[setRoot: ∅]-> MainTabBar",
            "∅ -[setRoot: ∅]-> Welcome",
            // Onboarding
            "ForgotPassword -[push: openResetPassword]-> ResetPassword",
            "Permissions -[setRoot: openMainTabBar]-> MainTabBar",
            "SignIn -[present: showAccountLocked]-> Alert",
            "SignIn -[push: openForgotPassword]-> ForgotPassword",
            "SignIn -[setRoot: openMainTabBar]-> MainTabBar",
            "SignUp -[push: openVerifyPhone]-> VerifyPhone",
            "VerifyPhone -[push: openPermissions]-> Permissions",
            "Welcome -[present: openTutorial]-> Tutorial",
            "Welcome -[push: openSignIn]-> SignIn",
            "Welcome -[push: openSignUp]-> SignUp",
            // Shell
            // The builder sets the tab bar's viewControllers while building: one embed per tab, no trigger.
            "MainTabBar -[embed: ∅]-> BookingsList",
            "MainTabBar -[embed: ∅]-> Feed",
            "MainTabBar -[embed: ∅]-> MarinaMap",
            "MainTabBar -[embed: ∅]-> Profile",
            "MainTabBar -[embed: ∅]-> TripsList",
            "MainTabBar -[present: openMaintenance]-> Maintenance",
            "MainTabBar -[present: openWhatsNew]-> WhatsNew",
            // Marinas
            "BerthAvailability -[present: openBerthPicker]-> BerthPicker",
            "MarinaDetails -[embed: embedBerthAvailability]-> BerthAvailability",
            "MarinaDetails -[present: openBookingCalendar]-> BookingCalendar",
            "MarinaDetails -[push: openAmenities]-> Amenities",
            "MarinaDetails -[push: openFuelPrices]-> FuelPrices",
            "MarinaDetails -[push: openMarinaGallery]-> MarinaGallery",
            "MarinaDetails -[push: openMarinaReviews]-> MarinaReviews",
            "MarinaDetails -[push: openTideTable]-> TideTable",
            // The child-containment idiom: addChild is the embed; `headerContainer.addSubview(child.view)` on the
            // next lines hands the module value on through a lower-case call, which the per-function linker makes an
            // `unknown` route; the route walk saw the pair embedded only, so that route is the embed too (one route).
            "MarinaMap -[present: openMarinaFilters]-> MarinaFilters",
            "MarinaMap -[present: openMarinaSearch]-> MarinaSearch",
            "MarinaMap -[push: openMarinaDetails]-> MarinaDetails",
            "MarinaMap -[push: openWeatherForecast]-> WeatherForecast",
            "MarinaReviews -[present: openWriteReview]-> WriteReview",
            "MarinaSearch -[push: openMarinaDetails]-> MarinaDetails",
            "WeatherForecast -[push: openTideTable]-> TideTable",
            // Bookings
            "BerthPicker -[push: openBookingSummary]-> BookingSummary",
            "BookingCalendar -[push: openBerthPicker]-> BerthPicker",
            "BookingDetails -[present: openCancelBooking]-> CancelBooking",
            "BookingDetails -[push: openCheckIn]-> CheckIn",
            "BookingDetails -[push: openInvoice]-> Invoice",
            "BookingDetails -[push: openMarinaDetails]-> MarinaDetails",
            "BookingSummary -[push: openPayment]-> Payment",
            "BookingsList -[present: openMarinaSearch]-> MarinaSearch",
            "BookingsList -[push: openBookingDetails]-> BookingDetails",
            "Payment -[present: showPaymentFailed]-> Alert",
            "Payment -[push: openPaymentMethods]-> PaymentMethods",
            // setViewControllers([confirmation]) on a navigation controller replaces the stack: setRoot.
            "Payment -[setRoot: openBookingConfirmation]-> BookingConfirmation",
            "PaymentMethods -[present: openAddCard]-> AddCard",
            // Fleet
            "BoatDetails -[present: openEditBoat]-> EditBoat",
            "BoatDetails -[push: openBoatDocuments]-> BoatDocuments",
            "BoatDetails -[push: openBoatPhotos]-> BoatPhotos",
            "BoatDetails -[push: openCrewList]-> CrewList",
            "BoatDetails -[push: openInsuranceDetails]-> InsuranceDetails",
            "BoatDetails -[push: openMaintenanceLog]-> MaintenanceLog",
            "CrewList -[push: openSailorProfile]-> SailorProfile",
            "MaintenanceLog -[push: openMaintenanceEntry]-> MaintenanceEntry",
            "MyBoats -[present: openAddBoat]-> AddBoat",
            "MyBoats -[push: openBoatDetails]-> BoatDetails",
            // Trips
            "CheckIn -[present: showOutsideGeofence]-> Alert",
            "PlanTrip -[push: openFloatPlan]-> FloatPlan",
            "PlanTrip -[push: openRouteEditor]-> RouteEditor",
            "RouteEditor -[present: openWaypoint]-> Waypoint",
            "TripDetails -[push: openRouteEditor]-> RouteEditor",
            "TripDetails -[push: openTripLog]-> TripLog",
            "TripDetails -[push: openWeatherForecast]-> WeatherForecast",
            "TripHistory -[push: openTripDetails]-> TripDetails",
            "TripsList -[present: openPlanTrip]-> PlanTrip",
            "TripsList -[push: openTripDetails]-> TripDetails",
            "TripsList -[push: openTripHistory]-> TripHistory",
            // Community
            "Comments -[push: openSailorProfile]-> SailorProfile",
            "EventDetails -[push: openMarinaDetails]-> MarinaDetails",
            "Events -[push: openEventDetails]-> EventDetails",
            "Feed -[present: openComposePost]-> ComposePost",
            "Feed -[push: openEvents]-> Events",
            "Feed -[push: openPostDetails]-> PostDetails",
            "Feed -[push: openSailorProfile]-> SailorProfile",
            "Followers -[push: openSailorProfile]-> SailorProfile",
            "PostDetails -[push: openComments]-> Comments",
            "PostDetails -[push: openSailorProfile]-> SailorProfile",
            "SailorProfile -[push: openBoatDetails]-> BoatDetails",
            "SailorProfile -[push: openFollowers]-> Followers",
            // Account
            "DeleteAccount -[setRoot: openWelcome]-> Welcome",
            "Membership -[push: openPaymentMethods]-> PaymentMethods",
            "Profile -[present: openEditProfile]-> EditProfile",
            "Profile -[push: openMembership]-> Membership",
            "Profile -[push: openMyBoats]-> MyBoats",
            "Profile -[push: openSettings]-> Settings",
            "Profile -[push: openSupport]-> Support",
            "Settings -[push: openAbout]-> About",
            "Settings -[push: openDeleteAccount]-> DeleteAccount",
            "Settings -[push: openLanguage]-> Language",
            "Settings -[push: openNotificationSettings]-> NotificationSettings",
            "Settings -[push: openPrivacy]-> Privacy",
            "Settings -[setRoot: signOut]-> Welcome",
            "Support -[push: openContactSupport]-> ContactSupport",
            "Support -[push: openFAQ]-> FAQ",
        ])
        // One route per call: three launch branches, five tabs, nothing counted twice.
        #expect(map.routes.filter { $0.to != nil }.count == 96)
    }

    @Test func entryPointsAreTheLaunchRoutersBranches() throws {
        let map = try Self.indexed.get()
        // AppLauncher is handed the window by SceneDelegate; its private helpers put each module on screen.
        #expect(Set(map.entryPoints) == [
            EntryPoint(module: "MainTabBar", file: "App/AppLauncher.swift", line: 42, kind: "sceneDelegate", branch: "session.isSignedIn"),
            EntryPoint(module: "Welcome", file: "App/AppLauncher.swift", line: 47, kind: "sceneDelegate", branch: "else: session.isSignedIn"),
            EntryPoint(module: "ForceUpdate", file: "App/AppLauncher.swift", line: 51, kind: "sceneDelegate",
                       branch: "config.isBelowMinimumVersion(Bundle.main.shortVersion)"),
        ])
        #expect(map.modules.allSatisfy { $0.reachable == true })
        #expect(map.module(id: "Invoice")?.breadcrumb == ["MainTabBar", "BookingsList", "BookingDetails", "Invoice"])
        #expect(map.module(id: "Alert")?.breadcrumb == ["Welcome", "SignIn", "Alert"])
        #expect(map.module(id: "Waypoint")?.breadcrumb == ["MainTabBar", "TripsList", "PlanTrip", "RouteEditor", "Waypoint"])
    }

    @Test func backRoutes() throws {
        let map = try Self.indexed.get()
        // Routers' close() (dismiss, pop, popToRoot), and the pickers and mail composers the views dismiss
        // from their delegate callbacks (trigger: the delegate method's base name).
        #expect(Set(map.routes.filter(\.isBack).map(Self.describe)) == [
            // Onboarding
            "ForgotPassword -[pop: close]-> ∅",
            "ResetPassword -[pop: close]-> ∅",
            "SignIn -[pop: close]-> ∅",
            "SignUp -[pop: close]-> ∅",
            "Tutorial -[dismiss: close]-> ∅",
            // Shell
            "Alert -[dismiss: close]-> ∅",
            "Maintenance -[dismiss: close]-> ∅",
            "WhatsNew -[dismiss: close]-> ∅",
            // Marinas
            "MarinaDetails -[dismiss: mailComposeController]-> ∅",
            "MarinaFilters -[dismiss: close]-> ∅",
            "MarinaGallery -[pop: close]-> ∅",
            "MarinaSearch -[dismiss: close]-> ∅",
            "WriteReview -[dismiss: close]-> ∅",
            "WriteReview -[dismiss: picker]-> ∅",
            // Bookings
            "AddCard -[dismiss: close]-> ∅",
            "BerthPicker -[pop: close]-> ∅",
            "BookingCalendar -[dismiss: close]-> ∅",
            "BookingConfirmation -[dismiss: close]-> ∅",
            "BookingDetails -[dismiss: mailComposeController]-> ∅",
            "CancelBooking -[dismiss: close]-> ∅",
            "Invoice -[dismiss: mailComposeController]-> ∅",
            // Fleet
            "AddBoat -[dismiss: close]-> ∅",
            "AddBoat -[dismiss: imagePickerController]-> ∅",
            "BoatPhotos -[dismiss: imagePickerController]-> ∅",
            "BoatPhotos -[dismiss: picker]-> ∅",
            "EditBoat -[dismiss: close]-> ∅",
            "InsuranceDetails -[dismiss: mailComposeController]-> ∅",
            "MaintenanceEntry -[dismiss: picker]-> ∅",
            "MaintenanceEntry -[pop: close]-> ∅",
            // Trips
            "FloatPlan -[dismiss: mailComposeController]-> ∅",
            "PlanTrip -[dismiss: close]-> ∅",
            "TripLog -[dismiss: picker]-> ∅",
            "Waypoint -[dismiss: close]-> ∅",
            // Community
            "ComposePost -[dismiss: close]-> ∅",
            "ComposePost -[dismiss: picker]-> ∅",
            // Account
            "About -[dismiss: mailComposeController]-> ∅",
            "ContactSupport -[dismiss: mailComposeController]-> ∅",
            "ContactSupport -[pop: close]-> ∅",
            "EditProfile -[dismiss: close]-> ∅",
            "EditProfile -[dismiss: imagePickerController]-> ∅",
            "EditProfile -[dismiss: picker]-> ∅",
            "Language -[pop: close]-> ∅",
        ])
        #expect(map.routes.filter(\.isBack).count == 42)
    }

    @Test func runTimeTargetsStayUnresolved() throws {
        let map = try Self.indexed.get()
        // The promotions SDK supplies PromotionScreenProviding's conformer; no type of the app conforms.
        let promotion = try Self.route("Feed -[present: openPromotion]-> ∅", in: map)
        #expect(promotion.target == "screenProvider.screen(for: promotion)")
        #expect(promotion.file == "Modules/Community/Feed/FeedRouter.swift")
        #expect(promotion.line == 40)
        // DeepLinkRegistry.screens is filled at run time by partner extensions: a dictionary lookup.
        let deepLink = try Self.route("MainTabBar -[push: openDeepLink]-> ∅", in: map)
        #expect(deepLink.target == "screen")
        #expect(deepLink.file == "Modules/Shell/MainTabBar/MainTabBarRouter.swift")
        #expect(deepLink.line == 22)
    }

    /// By reading the code, routers present 62 system screens (13 alerts, 10 action sheets, 9 share sheets, 9 Safari
    /// views, 7 mail composers, 6 PHPickers, 5 document pickers, 3 camera pickers) and 14 plain screens (5 WebContent,
    /// 4 ImageZoom, 2 QRCode, 2 PDFPreview, 1 Licenses): each is a route of its kind with its type, and only the two
    /// run-time targets above are unresolved.
    @Test func routesToSystemAndPlainScreens() throws {
        let map = try Self.indexed.get()
        var byType: [String: Int] = [:]
        for route in map.routes where route.kind == .system || route.kind == .plain {
            byType["\(route.kind.rawValue) \(route.targetType ?? "-")", default: 0] += 1
        }
        #expect(byType == [
            "system UIAlertController": 23, "system UIActivityViewController": 9, "system SFSafariViewController": 9,
            "system MFMailComposeViewController": 7, "system PHPickerViewController": 6,
            "system UIDocumentPickerViewController": 5, "system UIImagePickerController": 3,
            "plain WebContentViewController": 5, "plain ImageZoomViewController": 4, "plain QRCodeViewController": 2,
            "plain PDFPreviewViewController": 2, "plain LicensesViewController": 1,
        ])
        #expect(Set(map.routes.filter { $0.kind == .plain }.map { "\($0.targetType ?? "-") \($0.targetFile ?? "-")" }) == [
            "ImageZoomViewController Common/Screens/ImageZoomViewController.swift",
            "LicensesViewController Common/Screens/LicensesViewController.swift",
            "PDFPreviewViewController Common/Screens/PDFPreviewViewController.swift",
            "QRCodeViewController Common/Screens/QRCodeViewController.swift",
            "WebContentViewController Common/Screens/WebContentViewController.swift",
        ])
        #expect(map.routes.filter(\.isUnresolved).map(Self.describe).sorted() == [
            "Feed -[present: openPromotion]-> ∅", "MainTabBar -[push: openDeepLink]-> ∅",
        ])
        #expect(map.resolution == RouteResolution(resolved: 169, total: 171))
        #expect(!map.findings.contains { $0.rule == "undefinedModule" })
    }

    @Test func alertIsAModuleByItsComponentsNotByItsName() throws {
        let map = try Self.indexed.get()
        let alert = try #require(map.module(id: "Alert"))
        #expect(Set(alert.components.map { "\($0.role.rawValue) \($0.type)" }).isSuperset(of: [
            "router AlertRouter", "presenter AlertPresenter", "view AlertViewController", "builder AlertModuleBuilder",
        ]))
        #expect(Set(map.routes.filter { $0.to == "Alert" }.map(Self.describe)) == [
            "SignIn -[present: showAccountLocked]-> Alert",
            "Payment -[present: showPaymentFailed]-> Alert",
            "CheckIn -[present: showOutsideGeofence]-> Alert",
        ])
    }

    @Test func plainScreensAndTheLaunchRouterAreNoModules() throws {
        let map = try Self.indexed.get()
        let types = Set(map.modules.flatMap(\.components).map(\.type))
        for type in ["WebContentViewController", "ImageZoomViewController", "LicensesViewController",
                     "PDFPreviewViewController", "QRCodeViewController", "AppLauncher", "AppServices", "DeepLinkRegistry"] {
            #expect(!types.contains(type), "\(type) must not be a module component")
        }
        let names = Set(map.modules.map(\.name))
        for name in ["WebContent", "ImageZoom", "Licenses", "PDFPreview", "QRCode", "AppLauncher", "Launcher", "App"] {
            #expect(!names.contains(name), "\(name) must not be a module")
        }
    }

    @Test func unfinishedModulesCarryTheAppsOwnEvidence() throws {
        let map = try Self.indexed.get()
        func evidence(_ id: String) -> Set<String> {
            Set(map.module(id: id)?.evidence.map { "\($0.kind) \($0.file ?? "-")" } ?? [])
        }
        #expect(map.module(id: "FuelPrices")?.status == .scaffolded)
        #expect(evidence("FuelPrices").contains("implementationPending Modules/Marinas/FuelPrices/FuelPricesInteractor.swift"))
        #expect(evidence("MarinaFilters").contains("fixme Modules/Marinas/MarinaFilters/MarinaFiltersPresenter.swift"))
        #expect(evidence("AddCard").contains("fixme Modules/Bookings/AddCard/AddCardPresenter.swift"))
        for (id, file) in [("VerifyPhone", "Modules/Onboarding/VerifyPhone/VerifyPhonePresenter.swift"),
                           ("TideTable", "Modules/Marinas/TideTable/TideTablePresenter.swift"),
                           ("MaintenanceLog", "Modules/Fleet/MaintenanceLog/MaintenanceLogPresenter.swift"),
                           ("FloatPlan", "Modules/Trips/FloatPlan/FloatPlanPresenter.swift"),
                           ("EventDetails", "Modules/Community/EventDetails/EventDetailsPresenter.swift"),
                           ("Language", "Modules/Account/Language/LanguageViewController.swift")] {
            #expect(evidence(id).contains("todo \(file)"), "\(id)")
        }
        // Language has a router and a view but no presenter.
        #expect(map.module(id: "Language")?.roles.contains(.presenter) == false)
        // Finished modules: nothing in their code says otherwise.
        for id in ["Welcome", "MarinaMap", "BookingsList", "MyBoats", "TripsList", "Profile", "Settings", "Payment"] {
            #expect(map.module(id: id)?.status == .done, "\(id)")
        }
    }
}
