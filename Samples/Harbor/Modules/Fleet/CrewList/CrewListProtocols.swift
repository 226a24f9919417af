//
//  CrewListProtocols.swift
//  Harbor
//

import UIKit

protocol CrewListViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CrewListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectSailorProfile(at index: Int)
    func didTapShareInviteLink()
}

protocol CrewListInteractorInput: AnyObject {
    func load()
}

protocol CrewListInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CrewListRouterProtocol: AnyObject {
    func openSailorProfile(userID: String)
    func shareInviteLink(items: [Any])
}
