//
//  HouseholdProtocols.swift
//  Larder
//

import UIKit

protocol HouseholdViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol HouseholdPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectHouseholdMember(at index: Int)
    func didTapInviteMember()
}

protocol HouseholdInteractorInput: AnyObject {
    func load()
}

protocol HouseholdInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol HouseholdRouterProtocol: AnyObject {
    func openHouseholdMember(memberID: String)
    func openInviteMember()
}
