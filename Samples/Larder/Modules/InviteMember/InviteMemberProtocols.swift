//
//  InviteMemberProtocols.swift
//  Larder
//

import UIKit

protocol InviteMemberViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol InviteMemberPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapShareInviteLink()
    func didTapClose()
}

protocol InviteMemberInteractorInput: AnyObject {
    func load()
}

protocol InviteMemberInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol InviteMemberRouterProtocol: AnyObject {
    func shareInviteLink(items: [Any])
    func close()
}
