//
//  HouseholdSetupProtocols.swift
//  Larder
//

import UIKit

protocol HouseholdSetupViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol HouseholdSetupPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapCreateHousehold()
    func didTapShareInviteCode()
}

protocol HouseholdSetupInteractorInput: AnyObject {
    func load()
    func createHousehold()
}

protocol HouseholdSetupInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didCreateHousehold()
    func didFail(with error: Error)
}

protocol HouseholdSetupRouterProtocol: AnyObject {
    func openMainTabBar()
    func shareInviteCode(items: [Any])
}
