//
//  HouseholdRouter.swift
//  Larder
//

import UIKit

final class HouseholdRouter {

    weak var viewController: HouseholdViewController?
}

extension HouseholdRouter: HouseholdRouterProtocol {
    func openHouseholdMember(memberID: String) {
        let screen = HouseholdMemberModuleBuilder.build(memberID: memberID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func openInviteMember() {
        let screen = InviteMemberModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
