//
//  HouseholdMemberProtocols.swift
//  Larder
//

import UIKit

protocol HouseholdMemberViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol HouseholdMemberPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmRemove()
}

protocol HouseholdMemberInteractorInput: AnyObject {
    func load()
    func removeMember()
}

protocol HouseholdMemberInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didRemoveMember()
    func didFail(with error: Error)
}

protocol HouseholdMemberRouterProtocol: AnyObject {
    func confirmRemove(onConfirm: @escaping () -> Void)
}
