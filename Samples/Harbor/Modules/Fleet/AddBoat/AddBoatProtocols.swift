//
//  AddBoatProtocols.swift
//  Harbor
//

import UIKit

protocol AddBoatViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AddBoatPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapTakeBoatPhoto()
    func didPick(images: [UIImage])
    func didTapClose()
}

protocol AddBoatInteractorInput: AnyObject {
    func load()
}

protocol AddBoatInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol AddBoatRouterProtocol: AnyObject {
    func takeBoatPhoto()
    func close()
}
