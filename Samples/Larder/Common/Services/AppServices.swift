//
//  AppServices.swift
//  Larder
//

import Foundation

/// The app's shared services, built once at launch and handed to module builders.
final class AppServices {

    static private(set) var shared: AppServices!

    let session: SessionStore
    let config: RemoteConfig
    let recipes: RecipeService
    let planner: PlannerService
    let groceries: GroceryService
    let pantry: PantryService
    let account: AccountService

    private init(api: APIClient) {
        session = SessionStore()
        config = RemoteConfig(api: api)
        recipes = RecipeService(api: api)
        planner = PlannerService(api: api)
        groceries = GroceryService(api: api)
        pantry = PantryService(api: api)
        account = AccountService(api: api)
    }

    static func bootstrap() {
        shared = AppServices(api: APIClient(baseURL: URL(string: "https://api.larder.example.com/v3")!))
    }
}
