//
//  HouseholdMemberModuleBuilder.swift
//  Larder
//

import UIKit

enum HouseholdMemberModuleBuilder {

    static func build(memberID: String) -> UIViewController {
        let view = HouseholdMemberViewController()
        let interactor = HouseholdMemberInteractor(memberID: memberID, account: AppServices.shared.account)
        let router = HouseholdMemberRouter()
        let presenter = HouseholdMemberPresenter(view: view, interactor: interactor, router: router, memberID: memberID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
