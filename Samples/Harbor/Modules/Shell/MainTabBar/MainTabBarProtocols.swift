//
//  MainTabBarProtocols.swift
//  Harbor
//

import UIKit

protocol MainTabBarViewProtocol: AnyObject {
    func select(tab: MainTab)
}

protocol MainTabBarPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didReceive(_ link: DeepLink)
}

protocol MainTabBarInteractorInput: AnyObject {
    func checkStartupNotices()
}

protocol MainTabBarInteractorOutput: AnyObject {
    func maintenanceIsScheduled()
    func whatsNewIsUnseen()
}

protocol MainTabBarRouterProtocol: AnyObject {
    func openDeepLink(_ link: DeepLink)
    func openWhatsNew()
    func openMaintenance()
}

enum MainTab: Int, CaseIterable {
    case explore, bookings, trips, community, profile
}
