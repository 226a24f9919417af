//
//  EditProfileProtocols.swift
//  Harbor
//

import UIKit

protocol EditProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EditProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapShowAvatarOptions()
    func didTapTakeAvatarPhoto()
    func didTapPickAvatar()
    func didPick(images: [UIImage])
    func didTapClose()
}

protocol EditProfileInteractorInput: AnyObject {
    func load()
}

protocol EditProfileInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol EditProfileRouterProtocol: AnyObject {
    func showAvatarOptions(actions: [UIAlertAction])
    func takeAvatarPhoto()
    func pickAvatar()
    func close()
}
