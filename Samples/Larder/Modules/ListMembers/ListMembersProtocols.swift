//
//  ListMembersProtocols.swift
//  Larder
//

import UIKit

protocol ListMembersViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ListMembersPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapInviteMember()
}

protocol ListMembersInteractorInput: AnyObject {
    func load()
}

protocol ListMembersInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ListMembersRouterProtocol: AnyObject {
    func openInviteMember()
}
