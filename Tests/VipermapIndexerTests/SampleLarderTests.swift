import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Larder sample: a recipe, meal-planning and grocery app of 74 modules in Harbor's dialect
/// (`XRouter`/`XPresenter`/`XViewController`/`XInteractor`, a static `XModuleBuilder.build()`), whose module folders
/// are flat — every module sits directly in `Modules/<Name>/` — so folders give no grouping and only navigation
/// says which screens belong together. The scene delegate hands the window to a launch router (`LaunchDirector`)
/// with four branches; a tab bar embeds five tabs, each the root of a flow; some screens are shared by several
/// tabs (`RecipeDetails`, `ProductDetails`, `BarcodeScanner`, `RecipeSuggestions`, `InviteMember`, `ShoppingList`)
/// and by onboarding and a tab (`DietaryPreferences`). Routers also present system screens (alerts, share sheets,
/// Safari) and two plain view controllers (`Common/Screens`). Expectations are read off the sample's code.
@Suite struct SampleLarderTests: SampleSuite {
    static let sampleName = "Larder"
    /// Indexed once for the suite: every test reads the same map.
    static let indexed = Result { try map() }

    @Test func everyFlatModuleFolderIsAModuleWithNoDomain() throws {
        let map = try Self.indexed.get()
        #expect(Set(map.modules.map(\.id)) == [
            // Launch and onboarding (4 + 8)
            "MainTabBar", "ForceUpdate", "Maintenance", "Notice", "WhatsNew",
            "Welcome", "IntroTour", "SignIn", "SignUp", "ForgotPassword", "VerifyEmail", "DietaryPreferences", "HouseholdSetup",
            // Discover tab (14)
            "Discover", "RecipeSearch", "SearchFilters", "CategoryList", "CategoryRecipes", "TrendingRecipes", "RecipeDetails",
            "CookingMode", "CookingStep", "RecipeReviews", "WriteReview", "NutritionFacts", "Substitutions", "ChefProfile",
            // Plan tab (10)
            "MealPlanner", "DayPlan", "MealSlot", "RecipePicker", "AddToPlan", "PlanTemplates", "TemplateDetails",
            "PlanSettings", "NutritionGoals", "LeftoverTracker",
            // Lists tab (13)
            "ShoppingLists", "ShoppingList", "AddGroceryItem", "BarcodeScanner", "ProductDetails", "PriceHistory", "Stores",
            "StoreDetails", "ShoppingHistory", "ListMembers", "DeliveryOrder", "DeliverySlots", "OrderConfirmation",
            // Pantry tab (9)
            "Pantry", "PantryItem", "AddPantryItem", "EditPantryItem", "ExpiringSoon", "RecipeSuggestions", "PantryLocations",
            "EditLocation", "WasteReport",
            // Me tab (15)
            "Profile", "EditProfile", "SavedRecipes", "MyRecipes", "RecipeEditor", "IngredientEditor", "Household",
            "HouseholdMember", "InviteMember", "Settings", "NotificationSettings", "Units", "Subscription", "About", "DeleteAccount",
        ])
        #expect(map.modules.count == 74)
        // Modules/<Name>/ holds one module each: no folder groups two, so no module has a domain.
        #expect(map.modules.allSatisfy { $0.domain == nil })
        // Every component of a module lies in that module's own folder.
        for module in map.modules {
            #expect(module.components.allSatisfy { $0.file.hasPrefix("Modules/\(module.id)/") }, "\(module.id)")
        }
    }

    @Test func routesBetweenModules() throws {
        let map = try Self.indexed.get()
        #expect(Set(map.routes.filter { $0.to != nil }.map(Self.describe)) == [
            // launch: LaunchDirector's four branches
            "∅ -[setRoot: ∅]-> ForceUpdate",
            "∅ -[setRoot: ∅]-> HouseholdSetup",
            "∅ -[setRoot: ∅]-> MainTabBar",
            "∅ -[setRoot: ∅]-> Welcome",
            // onboarding: Welcome → SignUp → VerifyEmail → DietaryPreferences → HouseholdSetup, four pushes
            "Welcome -[present: openIntroTour]-> IntroTour",
            "Welcome -[push: openSignIn]-> SignIn",
            "Welcome -[push: openSignUp]-> SignUp",
            "SignIn -[push: openForgotPassword]-> ForgotPassword",
            "SignIn -[setRoot: openMainTabBar]-> MainTabBar",
            "SignIn -[present: showAccountLocked]-> Notice",
            "SignUp -[push: openVerifyEmail]-> VerifyEmail",
            "VerifyEmail -[push: openDietaryPreferences]-> DietaryPreferences",
            "DietaryPreferences -[push: openHouseholdSetup]-> HouseholdSetup",
            "HouseholdSetup -[setRoot: openMainTabBar]-> MainTabBar",
            // the tab bar: its builder sets viewControllers, one embed per tab
            "MainTabBar -[embed: ∅]-> Discover",
            "MainTabBar -[embed: ∅]-> MealPlanner",
            "MainTabBar -[embed: ∅]-> ShoppingLists",
            "MainTabBar -[embed: ∅]-> Pantry",
            "MainTabBar -[embed: ∅]-> Profile",
            "MainTabBar -[present: openWhatsNew]-> WhatsNew",
            "MainTabBar -[present: openMaintenance]-> Maintenance",
            // Discover tab
            "Discover -[push: openRecipeDetails]-> RecipeDetails",
            "Discover -[push: openCategoryList]-> CategoryList",
            "Discover -[push: openTrendingRecipes]-> TrendingRecipes",
            "Discover -[present: openRecipeSearch]-> RecipeSearch",
            "RecipeSearch -[push: openRecipeDetails]-> RecipeDetails",
            "RecipeSearch -[present: openSearchFilters]-> SearchFilters",
            "CategoryList -[push: openCategoryRecipes]-> CategoryRecipes",
            "CategoryRecipes -[push: openRecipeDetails]-> RecipeDetails",
            "TrendingRecipes -[push: openRecipeDetails]-> RecipeDetails",
            "TrendingRecipes -[push: openChefProfile]-> ChefProfile",
            "RecipeDetails -[push: openChefProfile]-> ChefProfile",
            "RecipeDetails -[present: openCookingMode]-> CookingMode",
            "RecipeDetails -[push: openRecipeReviews]-> RecipeReviews",
            "RecipeDetails -[push: openNutritionFacts]-> NutritionFacts",
            "RecipeDetails -[push: openSubstitutions]-> Substitutions",
            "RecipeDetails -[present: openAddToPlan]-> AddToPlan",
            "CookingMode -[push: openCookingStep]-> CookingStep",
            "RecipeReviews -[present: openWriteReview]-> WriteReview",
            "Substitutions -[push: openProductDetails]-> ProductDetails",
            "ChefProfile -[push: openRecipeDetails]-> RecipeDetails",
            // Plan tab
            "MealPlanner -[push: openDayPlan]-> DayPlan",
            "MealPlanner -[push: openPlanTemplates]-> PlanTemplates",
            "MealPlanner -[present: openPlanSettings]-> PlanSettings",
            "MealPlanner -[push: openLeftoverTracker]-> LeftoverTracker",
            "MealPlanner -[push: openShoppingList]-> ShoppingList",
            "DayPlan -[push: openMealSlot]-> MealSlot",
            "MealSlot -[push: openRecipeDetails]-> RecipeDetails",
            "MealSlot -[present: openRecipePicker]-> RecipePicker",
            "RecipePicker -[push: openRecipeDetails]-> RecipeDetails",
            "PlanTemplates -[push: openTemplateDetails]-> TemplateDetails",
            "TemplateDetails -[push: openRecipeDetails]-> RecipeDetails",
            "PlanSettings -[push: openNutritionGoals]-> NutritionGoals",
            "LeftoverTracker -[push: openRecipeSuggestions]-> RecipeSuggestions",
            // Lists tab: ShoppingLists → ShoppingList → DeliveryOrder → DeliverySlots → OrderConfirmation, four pushes
            "ShoppingLists -[push: openShoppingList]-> ShoppingList",
            "ShoppingLists -[push: openStores]-> Stores",
            "ShoppingLists -[push: openShoppingHistory]-> ShoppingHistory",
            "ShoppingList -[push: openProductDetails]-> ProductDetails",
            "ShoppingList -[present: openAddGroceryItem]-> AddGroceryItem",
            "ShoppingList -[push: openListMembers]-> ListMembers",
            "ShoppingList -[push: openDeliveryOrder]-> DeliveryOrder",
            "AddGroceryItem -[present: openBarcodeScanner]-> BarcodeScanner",
            "AddGroceryItem -[present: showItemUnavailable]-> Notice",
            "BarcodeScanner -[push: openProductDetails]-> ProductDetails",
            "ProductDetails -[push: openStoreDetails]-> StoreDetails",
            "ProductDetails -[push: openPriceHistory]-> PriceHistory",
            "Stores -[push: openStoreDetails]-> StoreDetails",
            "ShoppingHistory -[push: openShoppingList]-> ShoppingList",
            "ListMembers -[present: openInviteMember]-> InviteMember",
            "DeliveryOrder -[push: openDeliverySlots]-> DeliverySlots",
            "DeliverySlots -[push: openOrderConfirmation]-> OrderConfirmation",
            "DeliverySlots -[present: showSlotTaken]-> Notice",
            // Pantry tab
            "Pantry -[push: openPantryItem]-> PantryItem",
            "Pantry -[present: openAddPantryItem]-> AddPantryItem",
            "Pantry -[push: openExpiringSoon]-> ExpiringSoon",
            "Pantry -[push: openPantryLocations]-> PantryLocations",
            "Pantry -[push: openWasteReport]-> WasteReport",
            "PantryItem -[push: openProductDetails]-> ProductDetails",
            "PantryItem -[present: openEditPantryItem]-> EditPantryItem",
            "AddPantryItem -[present: openBarcodeScanner]-> BarcodeScanner",
            "ExpiringSoon -[push: openPantryItem]-> PantryItem",
            "ExpiringSoon -[push: openRecipeSuggestions]-> RecipeSuggestions",
            "RecipeSuggestions -[push: openRecipeDetails]-> RecipeDetails",
            "PantryLocations -[present: openEditLocation]-> EditLocation",
            // Me tab
            "Profile -[present: openEditProfile]-> EditProfile",
            "Profile -[push: openSavedRecipes]-> SavedRecipes",
            "Profile -[push: openMyRecipes]-> MyRecipes",
            "Profile -[push: openHousehold]-> Household",
            "Profile -[push: openSettings]-> Settings",
            "SavedRecipes -[push: openRecipeDetails]-> RecipeDetails",
            "MyRecipes -[present: openRecipeEditor]-> RecipeEditor",
            "MyRecipes -[present: openNewRecipe]-> RecipeEditor",
            "RecipeEditor -[push: openIngredientEditor]-> IngredientEditor",
            "Household -[push: openHouseholdMember]-> HouseholdMember",
            "Household -[present: openInviteMember]-> InviteMember",
            "Settings -[push: openNotificationSettings]-> NotificationSettings",
            "Settings -[push: openUnits]-> Units",
            "Settings -[push: openDietaryPreferences]-> DietaryPreferences",
            "Settings -[push: openSubscription]-> Subscription",
            "Settings -[push: openAbout]-> About",
            "Settings -[push: openDeleteAccount]-> DeleteAccount",
            "Settings -[setRoot: signOut]-> Welcome",
            "Subscription -[present: showPurchaseFailed]-> Notice",
            "DeleteAccount -[setRoot: openWelcome]-> Welcome",
        ])
        // One route per call: four launch branches, five tabs, nothing counted twice.
        #expect(map.routes.filter { $0.to != nil }.count == 104)
    }

    @Test func screensSharedAcrossTabsAreOneModuleEach() throws {
        let map = try Self.indexed.get()
        func callers(_ id: String) -> Set<String> {
            Set(map.routes.filter { $0.to == id }.compactMap(\.from))
        }
        #expect(callers("RecipeDetails") == [
            "Discover", "RecipeSearch", "CategoryRecipes", "TrendingRecipes", "ChefProfile",  // Discover
            "MealSlot", "RecipePicker", "TemplateDetails",  // Plan
            "RecipeSuggestions",  // Pantry (and Plan, through LeftoverTracker)
            "SavedRecipes",  // Me
        ])
        #expect(callers("ProductDetails") == ["Substitutions", "ShoppingList", "BarcodeScanner", "PantryItem"])
        #expect(callers("BarcodeScanner") == ["AddGroceryItem", "AddPantryItem"])
        #expect(callers("RecipeSuggestions") == ["ExpiringSoon", "LeftoverTracker"])
        #expect(callers("InviteMember") == ["ListMembers", "Household"])
        #expect(callers("ShoppingList") == ["ShoppingLists", "ShoppingHistory", "MealPlanner"])
        #expect(callers("DietaryPreferences") == ["VerifyEmail", "Settings"])
        #expect(callers("Notice") == ["SignIn", "AddGroceryItem", "DeliverySlots", "Subscription"])
    }

    @Test func entryPointsAreTheLaunchRoutersBranches() throws {
        let map = try Self.indexed.get()
        // LaunchDirector is handed the window by SceneDelegate; its private helpers put each module on screen.
        #expect(Set(map.entryPoints) == [
            EntryPoint(module: "MainTabBar", file: "App/LaunchDirector.swift", line: 37, kind: "sceneDelegate", branch: "else: !session.hasHousehold"),
            EntryPoint(module: "Welcome", file: "App/LaunchDirector.swift", line: 42, kind: "sceneDelegate", branch: "!session.isSignedIn"),
            EntryPoint(module: "HouseholdSetup", file: "App/LaunchDirector.swift", line: 47, kind: "sceneDelegate", branch: "!session.hasHousehold"),
            EntryPoint(module: "ForceUpdate", file: "App/LaunchDirector.swift", line: 51, kind: "sceneDelegate",
                       branch: "config.isBelowMinimumVersion(Bundle.main.shortVersion)"),
        ])
        #expect(map.modules.allSatisfy { $0.reachable == true })
        #expect(map.module(id: "HouseholdSetup")?.breadcrumb == ["HouseholdSetup"])
        #expect(map.module(id: "Notice")?.breadcrumb == ["Welcome", "SignIn", "Notice"])
        #expect(map.module(id: "RecipeDetails")?.breadcrumb == ["MainTabBar", "Discover", "RecipeDetails"])
        #expect(map.module(id: "NutritionGoals")?.breadcrumb == ["MainTabBar", "MealPlanner", "PlanSettings", "NutritionGoals"])
        #expect(map.module(id: "IngredientEditor")?.breadcrumb == ["MainTabBar", "Profile", "MyRecipes", "RecipeEditor", "IngredientEditor"])
    }

    @Test func backRoutes() throws {
        let map = try Self.indexed.get()
        // Each router's close(): dismiss for what was presented, pop for what was pushed, popToRoot after an order.
        #expect(Set(map.routes.filter(\.isBack).map(Self.describe)) == [
            "IntroTour -[dismiss: close]-> ∅",
            "SignIn -[pop: close]-> ∅",
            "SignUp -[pop: close]-> ∅",
            "ForgotPassword -[pop: close]-> ∅",
            "DietaryPreferences -[pop: close]-> ∅",
            "Maintenance -[dismiss: close]-> ∅",
            "Notice -[dismiss: close]-> ∅",
            "WhatsNew -[dismiss: close]-> ∅",
            "RecipeSearch -[dismiss: close]-> ∅",
            "SearchFilters -[dismiss: close]-> ∅",
            "CookingMode -[dismiss: close]-> ∅",
            "WriteReview -[dismiss: close]-> ∅",
            "RecipePicker -[dismiss: close]-> ∅",
            "AddToPlan -[dismiss: close]-> ∅",
            "PlanSettings -[dismiss: close]-> ∅",
            "AddGroceryItem -[dismiss: close]-> ∅",
            "BarcodeScanner -[dismiss: close]-> ∅",
            "OrderConfirmation -[pop: close]-> ∅",
            "AddPantryItem -[dismiss: close]-> ∅",
            "EditPantryItem -[dismiss: close]-> ∅",
            "EditLocation -[dismiss: close]-> ∅",
            "EditProfile -[dismiss: close]-> ∅",
            "RecipeEditor -[dismiss: close]-> ∅",
            "IngredientEditor -[pop: close]-> ∅",
            "InviteMember -[dismiss: close]-> ∅",
            "Units -[pop: close]-> ∅",
        ])
        #expect(map.routes.filter(\.isBack).count == 26)
    }

    /// By reading the code, routers present 31 system screens (16 alerts, 8 share sheets, 7 Safari views) and two
    /// plain screens (the cooking step's kitchen timer, About's licences); nothing is unresolved.
    @Test func routesToSystemAndPlainScreens() throws {
        let map = try Self.indexed.get()
        var byType: [String: Int] = [:]
        for route in map.routes where route.kind == .system || route.kind == .plain {
            byType["\(route.kind.rawValue) \(route.targetType ?? "-")", default: 0] += 1
        }
        #expect(byType == [
            "system UIAlertController": 16, "system UIActivityViewController": 8, "system SFSafariViewController": 7,
            "plain KitchenTimerViewController": 1, "plain LicensesViewController": 1,
        ])
        #expect(Set(map.routes.filter { $0.kind == .system && $0.targetType == "UIActivityViewController" }.map { $0.from ?? "∅" }) == [
            "HouseholdSetup", "RecipeDetails", "ChefProfile", "MealPlanner", "ShoppingList", "ProductDetails", "WasteReport", "InviteMember",
        ])
        #expect(Set(map.routes.filter { $0.kind == .plain }.map { "\($0.from ?? "∅") \($0.trigger ?? "∅") \($0.targetFile ?? "-")" }) == [
            "CookingStep openTimer Common/Screens/KitchenTimerViewController.swift",
            "About openLicenses Common/Screens/LicensesViewController.swift",
        ])
        #expect(map.routes.filter(\.isUnresolved).isEmpty)
        // Launch routes are not counted: 100 module routes, 31 system and 2 plain screens.
        #expect(map.resolution == RouteResolution(resolved: 133, total: 133))
        #expect(!map.findings.contains { $0.rule == "undefinedModule" })
    }

    @Test func plainScreensAndTheLaunchRouterAreNoModules() throws {
        let map = try Self.indexed.get()
        let types = Set(map.modules.flatMap(\.components).map(\.type))
        for type in ["KitchenTimerViewController", "LicensesViewController", "LaunchDirector", "AppServices", "SessionStore"] {
            #expect(!types.contains(type), "\(type) must not be a module component")
        }
    }

    @Test func unfinishedModulesCarryTheirTodos() throws {
        let map = try Self.indexed.get()
        #expect(Set(map.modules.filter { $0.status != .done }.map { "\($0.id) \($0.status.rawValue)" }) == [
            "MealSlot inProgress", "PriceHistory inProgress", "WasteReport inProgress",
        ])
        #expect(map.module(id: "PriceHistory")?.evidence.map { "\($0.kind) \($0.file ?? "-")" }
                .contains("todo Modules/PriceHistory/PriceHistoryInteractor.swift") == true)
    }

    /// Flat folders give no grouping, so the navigation does: 74 modules aim at nine areas. The tab bar's largest
    /// tabs and the screens several tabs share (RecipeDetails, ShoppingList) are areas named after their first screen;
    /// what is left under the tab bar stays in its area; the onboarding flow is Welcome's; the four screens launch
    /// reaches directly and no flow gathers are the catch-all (4 of 74, under a tenth).
    @Test func theNavigationGivesNineAreas() throws {
        let map = try Self.indexed.get()
        var areas: [String: Set<String>] = [:]
        for module in map.modules { areas[module.area ?? "∅", default: []].insert(module.id) }
        #expect(areas == [
            "App launch": ["DietaryPreferences", "ForceUpdate", "HouseholdSetup", "Notice"],
            "Discover": ["CategoryList", "CategoryRecipes", "Discover", "RecipeSearch", "SearchFilters", "TrendingRecipes"],
            "MainTabBar": ["BarcodeScanner", "ChefProfile", "InviteMember", "MainTabBar", "Maintenance", "PriceHistory",
                           "ProductDetails", "RecipeSuggestions", "ShoppingHistory", "ShoppingLists", "StoreDetails", "Stores",
                           "WhatsNew"],
            "MealPlanner": ["DayPlan", "LeftoverTracker", "MealPlanner", "MealSlot", "NutritionGoals", "PlanSettings",
                            "PlanTemplates", "RecipePicker", "TemplateDetails"],
            "Pantry": ["AddPantryItem", "EditLocation", "EditPantryItem", "ExpiringSoon", "Pantry", "PantryItem",
                       "PantryLocations", "WasteReport"],
            "Profile": ["About", "DeleteAccount", "EditProfile", "Household", "HouseholdMember", "IngredientEditor", "MyRecipes",
                        "NotificationSettings", "Profile", "RecipeEditor", "SavedRecipes", "Settings", "Subscription", "Units"],
            "RecipeDetails": ["AddToPlan", "CookingMode", "CookingStep", "NutritionFacts", "RecipeDetails", "RecipeReviews",
                              "Substitutions", "WriteReview"],
            "ShoppingList": ["AddGroceryItem", "DeliveryOrder", "DeliverySlots", "ListMembers", "OrderConfirmation", "ShoppingList"],
            "Welcome": ["ForgotPassword", "IntroTour", "SignIn", "SignUp", "VerifyEmail", "Welcome"],
        ])
        #expect(map.modules.allSatisfy { $0.areaSource == .navigation })
    }
}
