//
//  CommentsProtocols.swift
//  Harbor
//

import UIKit

protocol CommentsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CommentsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectSailorProfile(at index: Int)
    func didTapConfirmDeleteComment()
}

protocol CommentsInteractorInput: AnyObject {
    func load()
}

protocol CommentsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CommentsRouterProtocol: AnyObject {
    func openSailorProfile(userID: String)
    func confirmDeleteComment(onConfirm: @escaping () -> Void)
}
