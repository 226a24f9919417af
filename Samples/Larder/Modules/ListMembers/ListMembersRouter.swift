//
//  ListMembersRouter.swift
//  Larder
//

import UIKit

final class ListMembersRouter {

    weak var viewController: ListMembersViewController?
}

extension ListMembersRouter: ListMembersRouterProtocol {
    func openInviteMember() {
        let screen = InviteMemberModuleBuilder.build()
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }
}
