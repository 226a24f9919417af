//
//  MainTabBarProtocols.swift
//  Larder
//

import UIKit

protocol MainTabBarViewProtocol: AnyObject {
    func select(tab: MainTab)
}

protocol MainTabBarPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didReceiveQuickAction(_ type: String)
}

protocol MainTabBarInteractorInput: AnyObject {
    func checkStartupNotices()
}

protocol MainTabBarInteractorOutput: AnyObject {
    func maintenanceIsScheduled()
    func whatsNewIsUnseen()
}

protocol MainTabBarRouterProtocol: AnyObject {
    func openWhatsNew()
    func openMaintenance()
}

enum MainTab: Int, CaseIterable {
    case discover, plan, lists, pantry, me
}
