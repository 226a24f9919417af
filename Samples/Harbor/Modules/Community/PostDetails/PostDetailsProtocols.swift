//
//  PostDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol PostDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PostDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectSailorProfile(at index: Int)
    func didTapComments()
    func didTapShowPostOptions()
    func didTapSharePost()
    func didSelectPhoto(at index: Int)
}

protocol PostDetailsInteractorInput: AnyObject {
    func load()
}

protocol PostDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PostDetailsRouterProtocol: AnyObject {
    func openComments(postID: String)
    func openSailorProfile(userID: String)
    func showPostOptions(actions: [UIAlertAction])
    func sharePost(items: [Any])
    func openPhoto(imageURL: URL)
}
