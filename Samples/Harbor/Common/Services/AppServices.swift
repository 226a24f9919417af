//
//  AppServices.swift
//  Harbor
//

import Foundation
import HarborPromotionsKit

/// The app's shared services, built once at launch and handed to module builders.
final class AppServices {

    static private(set) var shared: AppServices!

    let session: SessionStore
    let config: RemoteConfig
    let marinas: MarinaService
    let bookings: BookingService
    let fleet: FleetService
    let trips: TripService
    let community: CommunityService
    let account: AccountService
    /// Supplied by HarborPromotionsKit (a binary framework): the app never knows the concrete type.
    let promotions: PromotionScreenProviding
    let deepLinks: DeepLinkRegistry

    private init(api: APIClient, promotions: PromotionScreenProviding) {
        session = SessionStore(keychain: KeychainStore(service: "com.example.harbor"))
        config = RemoteConfig(api: api)
        marinas = MarinaService(api: api)
        bookings = BookingService(api: api)
        fleet = FleetService(api: api)
        trips = TripService(api: api)
        community = CommunityService(api: api)
        account = AccountService(api: api)
        self.promotions = promotions
        deepLinks = DeepLinkRegistry()
    }

    static func bootstrap() {
        let api = APIClient(baseURL: URL(string: "https://api.harbor.example.com/v2")!)
        shared = AppServices(api: api, promotions: HarborPromotions.screenProvider(apiKey: "harbor-ios"))
    }
}
